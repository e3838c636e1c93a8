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
        unitPrice = boundPrice(unitPrice);
        buyerBps = boundFee(buyerBps);
        sellerBps = boundFee(sellerBps);
        royaltyBps = uint16(bound(royaltyBps, 0, 2000));
        ownerSetsFees(buyerBps, sellerBps);
        uint256 id = mint721(creator, royaltyBps);
        vm.prank(creator);
        single.transferFrom(creator, bidder, id);
        M.Split memory split = market.quote(address(single), id, unitPrice);
        uint256 paid = uint256(unitPrice) + split.buyerFee;
        uint256[3] memory before = [creator.balance, bidder.balance, buyer.balance];
        vm.deal(buyer, buyer.balance + paid);
        before[2] = buyer.balance;
        {
            (M.Order memory o, bytes memory sig) = list(bidder, address(single), id, 1, address(0), unitPrice);
            vm.prank(buyer);
            market.buy{value: paid}(o, sig, 1, paid);
        }

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
        (M.Order memory o, bytes memory sig) = list(bidder, address(multiple), id, copies, address(vsw), unitPrice);

        uint256[3] memory before = [vsw.balanceOf(creator), vsw.balanceOf(bidder), vsw.balanceOf(buyer)];
        vm.prank(buyer);
        market.buy(o, sig, take, type(uint256).max);
        uint256 paid = before[2] - vsw.balanceOf(buyer);
        uint256 received = (vsw.balanceOf(creator) - before[0]) + (vsw.balanceOf(bidder) - before[1]);
        assertEq(received + vsw.balanceOf(address(market)), paid, "no token created or lost");
        assertEq(paid, uint256(unitPrice) * take + (uint256(unitPrice) * take * 250) / 10_000);
        assertEq(market.remaining(o), copies - take);
        assertEq(multiple.balanceOf(buyer, id), take);
    }

    function testFuzz_acceptBid_neverFillsBeyondSignedQuantity(uint8 signed, uint8 first, uint8 second) public {
        signed = uint8(bound(signed, 1, 20));
        first = uint8(bound(first, 1, signed));
        second = uint8(bound(second, 1, 40));
        uint256 id = mint1155(creator, 40, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, signed, 1 ether);
        vm.startPrank(creator);
        market.acceptBid(b, sig, id, first, 0);
        if (first + uint256(second) > signed) {
            vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, second, signed - first));
        }
        market.acceptBid(b, sig, id, second, 0);
        vm.stopPrank();
        assertLe(multiple.balanceOf(bidder, id), signed);
        assertEq(market.filled(market.hashBid(b)), multiple.balanceOf(bidder, id));
    }

    /// A sweep of 721s from different sellers, some void by the time it runs: the buyer pays exactly the filled
    /// purchases (the rest of msg.value comes back in the same transaction) and every wei paid reaches a seller,
    /// the royalty receiver or the fees. Each run mints and signs up to ten listings: fewer runs in CI.
    /// forge-config: ci.fuzz.runs = 2000
    function testFuzz_sweepNative_paysOnlyWhatFilledAndRefundsTheRest(
        uint256 seed,
        uint8 count,
        uint16 voidMask,
        uint16 royaltyBps,
        uint64 slack
    ) public {
        count = uint8(bound(count, 1, 10));
        royaltyBps = uint16(bound(royaltyBps, 0, 2000));
        M.Purchase[] memory purchases = new M.Purchase[](count);
        address[] memory sellers = new address[](count);
        uint256 expected;
        uint256 sellerShare;
        for (uint256 i = 0; i < count; ++i) {
            sellers[i] = account(string.concat("seller", vm.toString(i)));
            uint256 id = mint721(creator, royaltyBps);
            vm.prank(creator);
            single.transferFrom(creator, sellers[i], id);
            vm.prank(sellers[i]);
            single.setApprovalForAll(address(market), true);
            uint256 unit = bound(uint256(keccak256(abi.encode(seed, i))), 1, 10 ether);
            (M.Order memory o, bytes memory sig) = list(sellers[i], address(single), id, 1, address(0), unit);
            purchases[i] = M.Purchase(o, sig, 1);
            if (voidMask & (1 << i) != 0) {
                vm.prank(sellers[i]);
                single.transferFrom(sellers[i], bidder, id); // gone before the sweep: skipped
            } else {
                M.Split memory split = market.quote(address(single), id, unit);
                expected += split.price + split.buyerFee;
                sellerShare += split.price - split.sellerFee - split.royalty;
            }
        }
        uint256 maxTotal = expected + slack;
        vm.deal(buyer, maxTotal);
        uint256 creatorBefore = creator.balance;
        vm.prank(buyer);
        market.sweep{value: maxTotal}(purchases, address(0), maxTotal);

        assertEq(buyer.balance, maxTotal - expected, "paid exactly the filled purchases, the rest refunded");
        uint256 received;
        for (uint256 i = 0; i < count; ++i) {
            received += sellers[i].balance;
            bool bought = single.ownerOf(purchases[i].order.tokenId) == buyer;
            assertEq(bought, voidMask & (1 << i) == 0);
        }
        assertEq(received, sellerShare);
        assertEq(received + (creator.balance - creatorBefore) + address(market).balance, expected, "no wei lost");
    }
}
