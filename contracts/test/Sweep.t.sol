// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// Sweeps: many signed listings bought in one transaction; what cannot fill is skipped and costs nothing.
contract SweepTest is Base {
    uint256 internal constant UNIT = 0.1 ether;

    /// @dev `n` sellers, each minting and listing one 721 (the seller is the creator: the royalty comes back).
    function listTen(uint256 n, address currency) internal returns (M.Purchase[] memory purchases) {
        purchases = new M.Purchase[](n);
        for (uint256 i; i < n; ++i) {
            address seller = account(string.concat("seller", vm.toString(i)));
            vm.deal(seller, 1 ether);
            uint256 id = mint721(seller, 500);
            vm.prank(seller);
            single.setApprovalForAll(address(market), true);
            (M.Order memory o, bytes memory sig) = list(seller, address(single), id, 1, currency, UNIT * (i + 1));
            purchases[i] = M.Purchase({order: o, signature: sig, quantity: 1});
        }
    }

    function totalOfAll(M.Purchase[] memory purchases) internal view returns (uint256 total) {
        for (uint256 i; i < purchases.length; ++i) {
            total += totalOf(purchases[i].order, purchases[i].quantity);
        }
    }

    function test_sweepTen721s_ofTenSellers_buysAll_paysEach_spendsExactly() public {
        M.Purchase[] memory purchases = listTen(10, address(0));
        uint256 total = totalOfAll(purchases);
        uint256 before = buyer.balance;
        vm.prank(buyer);
        market.sweep{value: total}(purchases, address(0), total);
        assertEq(before - buyer.balance, total);
        for (uint256 i; i < 10; ++i) {
            M.Order memory o = purchases[i].order;
            assertEq(single.ownerOf(o.tokenId), buyer);
            uint256 proceeds = o.unitPrice - (o.unitPrice * 250) / 10_000;
            assertEq(o.seller.balance, 1 ether - MINT_FEE + proceeds, "price - seller fee");
        }
    }

    function test_aListingSoldBefore_isSkipped_andItsMoneyRefunded() public {
        M.Purchase[] memory purchases = listTen(3, address(0));
        M.Order memory gone = purchases[1].order;
        buyAs(creator, gone, purchases[1].signature, 1); // someone else was faster
        uint256 total = totalOfAll(purchases);
        uint256 before = buyer.balance;

        vm.expectEmit(address(market));
        emit M.PurchaseSkipped(market.hashOrder(gone), M.SkipReason.Void); // its nonce moved with the sale
        vm.prank(buyer);
        market.sweep{value: total}(purchases, address(0), total);

        assertEq(before - buyer.balance, total - totalOf(gone, 1), "the skipped purchase is refunded");
        assertEq(single.ownerOf(gone.tokenId), creator);
        assertEq(single.ownerOf(purchases[0].order.tokenId), buyer);
        assertEq(single.ownerOf(purchases[2].order.tokenId), buyer);
        assertEq(address(market).balance, (6 * UNIT * 500) / 10_000, "both fees of the three sales");
    }

    function test_eachSkipReason_andTheRestStillFills() public {
        M.Purchase[] memory p = listTen(5, address(vsw));
        // 0: cancelled. 1: in another currency. 2: its seller revoked the approval. 3: signed by someone else.
        vm.prank(p[0].order.seller);
        market.cancelOrder(p[0].order);
        p[1].order.currency = address(0);
        p[1].signature = signOrder(p[1].order);
        vm.prank(p[2].order.seller);
        single.setApprovalForAll(address(market), false);
        p[3].signature = signDigest(market.hashOrder(p[3].order), keyOf[creator]);
        uint256 vswBefore = vsw.balanceOf(buyer);

        M.SkipReason[4] memory reasons =
            [M.SkipReason.Unavailable, M.SkipReason.NotForSale, M.SkipReason.TransferFailed, M.SkipReason.Void];
        for (uint256 i; i < 4; ++i) {
            vm.expectEmit(address(market));
            emit M.PurchaseSkipped(market.hashOrder(p[i].order), reasons[i]);
        }
        vm.prank(buyer);
        market.sweep(p, address(vsw), type(uint256).max);

        assertEq(vswBefore - vsw.balanceOf(buyer), totalOf(p[4].order, 1), "only the fill is pulled");
        assertEq(single.ownerOf(p[4].order.tokenId), buyer);
        for (uint256 i; i < 4; ++i) {
            assertEq(single.ownerOf(p[i].order.tokenId), p[i].order.seller);
        }
    }

    function test_1155Quantities_partialAndMoreThanLeft() public {
        address seller = account("seller1155");
        vm.deal(seller, 1 ether);
        uint256 id = mint1155(seller, 10, 0);
        vm.prank(seller);
        multiple.setApprovalForAll(address(market), true);
        (M.Order memory o, bytes memory sig) = list(seller, address(multiple), id, 5, address(0), UNIT);
        M.Purchase[] memory p = new M.Purchase[](3);
        p[0] = M.Purchase(o, sig, 2);
        p[1] = M.Purchase(o, sig, 4); // only 3 left after the first
        p[2] = M.Purchase(o, sig, 3);
        uint256 total = totalOf(o, 9);
        uint256 before = buyer.balance;
        vm.expectEmit(address(market));
        emit M.PurchaseSkipped(market.hashOrder(o), M.SkipReason.Unavailable);
        vm.prank(buyer);
        market.sweep{value: total}(p, address(0), total);
        assertEq(multiple.balanceOf(buyer, id), 5);
        assertEq(before - buyer.balance, totalOf(o, 5));
        assertEq(market.remaining(o), 0);
    }

    function test_erc20Sweep_pullsEachFill_andRefusesValue() public {
        M.Purchase[] memory p = listTen(3, address(vsw));
        uint256 total = totalOfAll(p);
        vm.deal(buyer, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, 1, 0));
        vm.prank(buyer);
        market.sweep{value: 1}(p, address(vsw), total);
        uint256 before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        market.sweep(p, address(vsw), total);
        assertEq(before - vsw.balanceOf(buyer), total);
        assertEq(vsw.balanceOf(address(market)), (UNIT * 6 * 500) / 10_000, "both fees on the sum of prices");
    }

    function test_moreThanFifty_refused() public {
        M.Purchase[] memory p = new M.Purchase[](51);
        vm.expectRevert(abi.encodeWithSelector(M.TooManyPurchases.selector, 51, 50));
        vm.prank(buyer);
        market.sweep(p, address(0), 0);
    }

    function test_maxTotalBoundsTheSum_andNativeValueMustEqualIt() public {
        M.Purchase[] memory p = listTen(3, address(0));
        uint256 total = totalOfAll(p);
        vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, total, total - 1));
        vm.prank(buyer);
        market.sweep{value: total - 1}(p, address(0), total - 1);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, total, total + 1));
        vm.prank(buyer);
        market.sweep{value: total}(p, address(0), total + 1);
        // Paying more than needed is fine: the rest comes back.
        uint256 before = buyer.balance;
        vm.prank(buyer);
        market.sweep{value: total + 5 ether}(p, address(0), total + 5 ether);
        assertEq(before - buyer.balance, total);
    }

    function test_unsupportedCollection_isSkipped_notReverted() public {
        M.Purchase[] memory p = listTen(2, address(0));
        p[0].order.collection = address(0xC0FFEE); // no code
        p[0].signature = signOrder(p[0].order);
        uint256 total = totalOfAll(p);
        vm.expectEmit(address(market));
        emit M.PurchaseSkipped(market.hashOrder(p[0].order), M.SkipReason.NotForSale);
        vm.prank(buyer);
        market.sweep{value: total}(p, address(0), total);
        assertEq(single.ownerOf(p[1].order.tokenId), buyer);
    }

    /// Money conservation: the buyer spends exactly the prices plus buyer fees of what filled, each seller gets
    /// their price minus the seller fee, the market keeps both fees, and the rest is refunded.
    function testFuzz_sweepConservesMoney(uint8 n, uint16 soldMask, uint64[10] memory prices, uint96 extra) public {
        n = uint8(bound(n, 1, 10));
        M.Purchase[] memory p = listTen(n, address(0));
        uint256 maxTotal = extra;
        for (uint256 i; i < n; ++i) {
            p[i].order.unitPrice = bound(prices[i], 1, 100 ether);
            p[i].signature = signOrder(p[i].order);
            maxTotal += totalOf(p[i].order, 1);
        }
        uint256 expected;
        uint256 fees;
        for (uint256 i; i < n; ++i) {
            if (soldMask & (1 << i) != 0) {
                vm.deal(creator, 1000 ether);
                buyAs(creator, p[i].order, p[i].signature, 1);
            } else {
                expected += totalOf(p[i].order, 1);
            }
        }
        uint256 marketBefore = address(market).balance;
        uint256[] memory sellerBefore = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            sellerBefore[i] = p[i].order.seller.balance;
        }
        vm.deal(buyer, maxTotal);

        vm.prank(buyer);
        market.sweep{value: maxTotal}(p, address(0), maxTotal);

        assertEq(maxTotal - buyer.balance, expected, "spent == sum of the filled totals");
        assertEq(buyer.balance, maxTotal - expected, "refund == the rest");
        for (uint256 i; i < n; ++i) {
            uint256 price = p[i].order.unitPrice;
            bool filledNow = soldMask & (1 << i) == 0;
            uint256 got = p[i].order.seller.balance - sellerBefore[i];
            assertEq(got, filledNow ? price - (price * 250) / 10_000 : 0);
            if (filledNow) fees += (price * 250) / 10_000 * 2;
        }
        assertEq(address(market).balance - marketBefore, fees, "the market keeps exactly both fees");
    }
}
