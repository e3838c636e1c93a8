// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {VSW} from "../src/tokens/VSW.sol";
import {Base} from "./Base.t.sol";
import {Refuser} from "./Exploits.t.sol";

/// Owner settings of the marketplace: each one is owner-only, emits its event and takes effect.
contract AdminTest is Base {
    function test_ownerOnly_everySetting() public {
        expectNotOwner(buyer);
        market.setFees(0, 0);
        expectNotOwner(buyer);
        market.setFeeRecipient(buyer);
        expectNotOwner(buyer);
        market.setCurrency(address(0xC0), true);
        expectNotOwner(buyer);
        market.setPaused(true);
    }

    function test_setFees_emitsAndApplies() public {
        vm.expectEmit(address(market));
        emit M.FeesChanged(100, 300);
        ownerSetsFees(100, 300);
        M.Split memory split = market.quote(address(single), 0, 1 ether);
        assertEq(split.buyerFee, 0.01 ether);
        assertEq(split.sellerFee, 0.03 ether);
    }

    function test_setFeeRecipient_receivesWithdrawnFees() public {
        address newTreasury = makeAddr("newTreasury");
        vm.expectEmit(address(market));
        emit M.FeeRecipientChanged(newTreasury);
        vm.prank(owner);
        market.setFeeRecipient(newTreasury);

        (M.Order memory o, bytes memory sig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        buyAs(buyer, o, sig, 1);
        vm.expectEmit(address(market));
        emit M.FeesWithdrawn(address(0), newTreasury, 0.05 ether);
        market.withdrawFees(address(0));
        assertEq(newTreasury.balance, 0.05 ether);
        assertEq(treasury.balance, 0);
    }

    function test_setCurrency_allowsAndForbids() public {
        VSW other = new VSW(owner);
        vm.prank(owner);
        other.mint(bidder, 10 ether);
        vm.prank(bidder);
        other.approve(address(market), type(uint256).max);
        uint256 id = mint721(creator, 0);
        (M.Order memory o, bytes memory orderSig) = list(creator, address(single), id, 1, address(other), 1 ether);
        vm.prank(bidder);
        vm.expectRevert(abi.encodeWithSelector(M.CurrencyNotAllowed.selector, address(other)));
        market.buy(o, orderSig, 1, 1.025 ether);
        (M.Bid memory b,) = bid(address(single), id, 1, 1 ether);
        b.currency = address(other);
        bytes memory sig = sign(b, bidderKey);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.CurrencyNotAllowed.selector, address(other)));
        market.acceptBid(b, sig, id, 1, 0);

        vm.expectEmit(address(market));
        emit M.CurrencyAllowed(address(other), true);
        vm.prank(owner);
        market.setCurrency(address(other), true);
        assertTrue(market.currencyAllowed(address(other)));
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(single.ownerOf(id), bidder);
        vm.prank(bidder);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(o)));
        market.buy(o, orderSig, 1, 1.025 ether); // allowed now, but the token left: the order is void

        vm.prank(owner);
        market.setCurrency(address(other), false);
        assertFalse(market.currencyAllowed(address(other)));
    }

    function test_setCurrency_platformCurrenciesAreFixed() public {
        assertTrue(market.currencyAllowed(address(vsw)));
        assertTrue(market.currencyAllowed(address(wbnb)));
        assertEq(market.platformToken(), address(vsw));
        assertEq(market.wrappedNative(), address(wbnb));
        address[3] memory fixedOnes = [address(vsw), address(wbnb), address(0)];
        for (uint256 i = 0; i < 3; ++i) {
            vm.prank(owner);
            vm.expectRevert(abi.encodeWithSelector(M.FixedCurrency.selector, fixedOnes[i]));
            market.setCurrency(fixedOnes[i], false);
        }
    }

    function test_agoraCollections_areTheConstructorArguments() public view {
        assertEq(market.agoraErc721(), address(single));
        assertEq(market.agoraErc1155(), address(multiple));
    }

    function test_pause_blocksEveryFill_notCancellations() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory o, bytes memory orderSig) = list(creator, address(single), id, 1, address(0), 1 ether);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 1 ether);
        (M.Bid memory offer, bytes memory offerSig) = collectionOffer(address(single), 1, 1 ether);
        M.Purchase[] memory purchases = new M.Purchase[](1);
        purchases[0] = M.Purchase(o, orderSig, 1);
        vm.expectEmit(address(market));
        emit M.PausedChanged(true);
        vm.prank(owner);
        market.setPaused(true);

        vm.startPrank(buyer);
        vm.expectRevert(M.Paused.selector);
        market.buy{value: 1.025 ether}(o, orderSig, 1, 1.025 ether);
        vm.expectRevert(M.Paused.selector);
        market.sweep{value: 1.025 ether}(purchases, address(0), 1.025 ether);
        vm.stopPrank();
        vm.startPrank(creator);
        vm.expectRevert(M.Paused.selector);
        market.acceptBid(b, sig, id, 1, 0);
        vm.expectRevert(M.Paused.selector);
        market.acceptCollectionOffer(offer, offerSig, id, new bytes32[](0), 1, 0);
        market.cancelOrder(o);
        market.cancelAllOrders();
        vm.stopPrank();
        vm.startPrank(bidder);
        market.cancelBid(b);
        market.cancelAllBids();
        vm.stopPrank();

        vm.expectEmit(address(market));
        emit M.PausedChanged(false);
        vm.prank(owner);
        market.setPaused(false);
        (o, orderSig) = list(creator, address(single), id, 1, address(0), 1 ether);
        buyAs(buyer, o, orderSig, 1);
        assertEq(single.ownerOf(id), buyer);
    }

    function test_pause_blocksSettleAuction() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory a, bytes memory aSig) = auction(creator, address(single), id, 1 ether, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 1 ether);
        vm.prank(owner);
        market.setPaused(true);
        vm.prank(creator);
        vm.expectRevert(M.Paused.selector);
        market.settleAuction(a, aSig, b, sig, 0);
    }

    function test_withdrawFees_erc20() public {
        vm.expectRevert(M.NothingToWithdraw.selector);
        market.withdrawFees(address(vsw));
        (M.Order memory o, bytes memory sig) =
            list(creator, address(single), mint721(creator, 0), 1, address(vsw), 100 ether);
        vm.prank(buyer);
        market.buy(o, sig, 1, 102.5 ether);
        vm.expectEmit(address(market));
        emit M.FeesWithdrawn(address(vsw), treasury, 5 ether);
        market.withdrawFees(address(vsw));
        assertEq(vsw.balanceOf(treasury), 5 ether);
        assertEq(vsw.balanceOf(address(market)), 0);
    }

    /// A fee recipient that refuses the native coin gets a pull payment; it cannot be withdrawn twice.
    function test_withdrawFees_recipientRefusing_isDeferredOnce() public {
        Refuser refusing = new Refuser();
        vm.prank(owner);
        market.setFeeRecipient(address(refusing));
        (M.Order memory o, bytes memory sig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        buyAs(buyer, o, sig, 1);

        vm.expectEmit(address(market));
        emit M.PaymentDeferred(address(refusing), 0.05 ether);
        market.withdrawFees(address(0));
        assertEq(market.pendingPayments(address(refusing)), 0.05 ether);
        vm.expectRevert(M.NothingToWithdraw.selector);
        market.withdrawFees(address(0));

        refusing.setOpen();
        refusing.withdraw(market);
        assertEq(address(refusing).balance, 0.05 ether);
        assertEq(address(market).balance, 0);
    }

    function test_feeRecipient_neverZero() public {
        vm.prank(owner);
        vm.expectRevert(M.ZeroFeeRecipient.selector);
        market.setFeeRecipient(address(0));
        (address recipient,,,) = market.config();
        assertEq(recipient, treasury);
        vm.expectRevert(M.ZeroFeeRecipient.selector);
        new AgoraMarketplace(
            owner, address(0), 250, 250, address(single), address(multiple), address(vsw), address(wbnb)
        );
    }

    function test_constructor_capsFees() public {
        vm.expectRevert(abi.encodeWithSelector(M.FeeTooHigh.selector, 1001, 1000));
        new AgoraMarketplace(owner, treasury, 1001, 0, address(single), address(multiple), address(vsw), address(wbnb));
    }
}
