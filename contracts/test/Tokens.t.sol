// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {WBNB} from "../src/tokens/WBNB.sol";
import {Base} from "./Base.t.sol";

/// The local chain's test tokens: VSW (platform token) and WBNB (wrapped native coin).
contract TokensTest is Base {
    function test_vsw_metadataAndOwnerMint() public {
        assertEq(vsw.name(), "Vasiliswap");
        assertEq(vsw.symbol(), "VSW");
        assertEq(vsw.decimals(), 18);
        vm.prank(owner);
        vsw.mint(treasury, 5 ether);
        assertEq(vsw.balanceOf(treasury), 5 ether);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, buyer));
        vsw.mint(buyer, 1);
    }

    function test_wbnb_depositWithdrawAndReceive() public {
        assertEq(wbnb.decimals(), 18);
        vm.expectEmit(address(wbnb));
        emit WBNB.Deposit(buyer, 2 ether);
        vm.prank(buyer);
        wbnb.deposit{value: 2 ether}();
        vm.prank(buyer);
        (bool ok,) = address(wbnb).call{value: 1 ether}("");
        assertTrue(ok);
        assertEq(wbnb.balanceOf(buyer), 3 ether);
        assertEq(address(wbnb).balance, 3 ether);

        uint256 before = buyer.balance;
        vm.expectEmit(address(wbnb));
        emit WBNB.Withdrawal(buyer, 1 ether);
        vm.prank(buyer);
        wbnb.withdraw(1 ether);
        assertEq(buyer.balance - before, 1 ether);
        assertEq(wbnb.balanceOf(buyer), 2 ether);

        vm.prank(buyer);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, buyer, 2 ether, 3 ether)
        );
        wbnb.withdraw(3 ether);
    }

    /// A bid in the native coin's value is a WBNB bid: wrap, approve, sign, and the holder accepts it.
    function test_wbnbBid_isAccepted() public {
        uint256 id = mint721(creator, 0);
        vm.startPrank(bidder);
        wbnb.deposit{value: 1.025 ether}();
        wbnb.approve(address(market), type(uint256).max);
        vm.stopPrank();
        (M.Bid memory b,) = bid(address(single), id, 1, 1 ether);
        b.currency = address(wbnb);
        bytes memory sig = sign(b, bidderKey);
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(single.ownerOf(id), bidder);
        assertEq(wbnb.balanceOf(bidder), 0);
        assertEq(wbnb.balanceOf(creator), 0.975 ether);
        assertEq(wbnb.balanceOf(address(market)), 0.05 ether);
    }
}
