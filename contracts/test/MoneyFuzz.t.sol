// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// @dev Money math over the whole range of prices, fees, royalties and quantities: no wei is created or lost.
contract MoneyFuzzTest is Base {
    function testFuzz_buyNative_payoutsSumToWhatTheBuyerPaid(
        uint96 unitPrice,
        uint16 buyerBps,
        uint16 sellerBps,
        uint16 royaltyBps
    ) public {
        unitPrice = uint96(bound(unitPrice, 1, 1_000 ether));
        buyerBps = uint16(bound(buyerBps, 0, 1000));
        sellerBps = uint16(bound(sellerBps, 0, 1000));
        royaltyBps = uint16(bound(royaltyBps, 0, 2000));
        vm.prank(owner);
        market.setFees(buyerBps, sellerBps);
        uint256 id = mint721(creator, royaltyBps);
        vm.prank(creator);
        single.transferFrom(creator, bidder, id);
        uint256 listingId = list(bidder, address(single), id, 1, address(0), unitPrice);

        M.Split memory split = market.quote(address(single), id, unitPrice);
        uint256 paid = uint256(unitPrice) + split.buyerFee;
        uint256[3] memory before = [creator.balance, bidder.balance, buyer.balance];
        vm.deal(buyer, buyer.balance + paid);
        before[2] = buyer.balance;
        vm.prank(buyer);
        market.buy{value: paid}(listingId, 1, paid);

        uint256 toCreator = creator.balance - before[0];
        uint256 toSeller = bidder.balance - before[1];
        uint256 fees = address(market).balance;
        assertEq(before[2] - buyer.balance, paid);
        assertEq(toCreator + toSeller + fees, paid, "no wei created or lost");
        assertEq(fees, split.buyerFee + split.sellerFee);
        assertLe(split.buyerFee, (uint256(unitPrice) * 1000) / 10_000);
        assertLe(split.sellerFee, (uint256(unitPrice) * 1000) / 10_000);
        assertLe(toCreator, (uint256(unitPrice) * 2000) / 10_000);
        assertEq(toCreator, (uint256(unitPrice) * royaltyBps) / 10_000);
    }

    function testFuzz_buyErc20Copies_payoutsSumToWhatTheBuyerPaid(uint64 unitPrice, uint8 copies, uint8 take, uint16 royaltyBps)
        public
    {
        unitPrice = uint64(bound(unitPrice, 1, 10 ether));
        copies = uint8(bound(copies, 1, 50));
        take = uint8(bound(take, 1, copies));
        royaltyBps = uint16(bound(royaltyBps, 0, 2000));
        uint256 id = mint1155(creator, copies, royaltyBps);
        vm.prank(creator);
        multiple.safeTransferFrom(creator, bidder, id, copies, "");
        uint256 listingId = list(bidder, address(multiple), id, copies, address(vsw), unitPrice);

        uint256[3] memory before = [vsw.balanceOf(creator), vsw.balanceOf(bidder), vsw.balanceOf(buyer)];
        vm.prank(buyer);
        market.buy(listingId, take, type(uint256).max);
        uint256 paid = before[2] - vsw.balanceOf(buyer);
        uint256 received = (vsw.balanceOf(creator) - before[0]) + (vsw.balanceOf(bidder) - before[1]);
        assertEq(received + vsw.balanceOf(address(market)), paid, "no token created or lost");
        assertEq(paid, uint256(unitPrice) * take + (uint256(unitPrice) * take * 250) / 10_000);
        (M.Listing memory l,) = market.getListing(listingId);
        assertEq(l.quantity, copies - take);
        assertEq(multiple.balanceOf(buyer, id), take);
    }

    function testFuzz_acceptBid_neverFillsBeyondSignedQuantity(uint8 signed, uint8 first, uint8 second) public {
        signed = uint8(bound(signed, 1, 20));
        first = uint8(bound(first, 1, signed));
        second = uint8(bound(second, 1, 40));
        uint256 id = mint1155(creator, 40, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, signed, 1 ether);
        vm.startPrank(creator);
        market.acceptBid(b, sig, first, 0);
        if (first + uint256(second) > signed) vm.expectRevert();
        market.acceptBid(b, sig, second, 0);
        vm.stopPrank();
        assertLe(multiple.balanceOf(bidder, id), signed);
        assertEq(market.bidFilled(market.hashBid(b)), multiple.balanceOf(bidder, id));
    }
}
