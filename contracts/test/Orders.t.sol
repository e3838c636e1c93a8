// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base, SellerWallet} from "./Base.t.sol";
import {ListingNonce} from "../src/lib/ListingNonce.sol";

/// @dev A contract wallet selling 1155 copies, signing through ERC-1271.
contract WalletSeller1155 is SellerWallet, ERC1155Holder {}

/// Signed listings (FixedPrice Orders) filled by buy: partial fills, the listing-nonce rule per order hash,
/// counters, cancels, times, signatures and the signed fee bound.
contract OrdersTest is Base {
    address internal seller = account("seller");

    function setUp() public override {
        super.setUp();
        vm.deal(seller, 1 ether);
        vm.prank(seller);
        multiple.setApprovalForAll(address(market), true);
        vm.prank(seller);
        single.setApprovalForAll(address(market), true);
    }

    function hashOf(M.Order memory o) internal view returns (bytes32) {
        return market.hashOrder(o);
    }

    function test_signed721Listing_fillsOnce_withTheFilledEvent_andNoStorageWrite() public {
        uint256 id = mint721(seller, 500);
        (M.Order memory o, bytes memory sig) = list(seller, address(single), id, 1, address(0), 1 ether);
        M.Split memory split = market.quote(address(single), id, 1 ether);
        vm.expectEmit(address(market));
        emit M.OrderFilled(hashOf(o), seller, buyer, address(single), id, 1, address(0), split);
        buyAs(buyer, o, sig, 1);
        assertEq(single.ownerOf(id), buyer);
        assertEq(market.filled(hashOf(o)), 0, "a 721 filled whole writes nothing");
        assertEq(market.remaining(o), 0, "its nonce moved");
        expectInactive(o, sig, 1);
    }

    function test_1155PartialFills_countDown_thenSoldOut() public {
        uint256 id = mint1155(seller, 10, 0);
        (M.Order memory o, bytes memory sig) = list(seller, address(multiple), id, 5, address(vsw), 1 ether);
        buyAs(buyer, o, sig, 2);
        assertEq(market.remaining(o), 3);
        assertEq(market.filled(hashOf(o)), 2);
        uint256 total = totalOf(o, 4);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 4, 3));
        vm.prank(buyer);
        market.buy(o, sig, 4, total);
        buyAs(buyer, o, sig, 3);
        assertEq(multiple.balanceOf(buyer, id), 5);
        assertEq(multiple.balanceOf(seller, id), 5, "copies beyond the order stay");
        assertEq(market.remaining(o), 0);
        expectInactive(o, sig, 1);
    }

    function test_afterAPartialFill_anyOtherMoveOfCopies_voidsTheRest() public {
        uint256 id = mint1155(seller, 10, 0);
        (M.Order memory o, bytes memory sig) = list(seller, address(multiple), id, 5, address(0), 1 ether);
        buyAs(buyer, o, sig, 1);
        assertEq(
            multiple.listingNonce(seller, id),
            ListingNonce.next(o.nonce, seller, id),
            "the fill's own transfer moved it once"
        );
        assertEq(market.remaining(o), 4, "and the order expects exactly that bump");
        vm.prank(seller);
        multiple.safeTransferFrom(seller, creator, id, 1, "");
        assertEq(market.remaining(o), 0);
        expectInactive(o, sig, 1);
    }

    function test_721ThatLeftAndCameBack_neverFillsItsOldOrder() public {
        uint256 id = mint721(seller, 0);
        (M.Order memory o, bytes memory sig) = list(seller, address(single), id, 1, address(0), 1 ether);
        awayAndBack721(seller, creator, id);
        expectInactive(o, sig, 1);
        // A new order at the token's current nonce fills.
        (o, sig) = list(seller, address(single), id, 1, address(0), 1 ether);
        buyAs(buyer, o, sig, 1);
        assertEq(single.ownerOf(id), buyer);
    }

    function test_1155CopiesThatLeftAndCameBack_neverFillTheOldOrder() public {
        uint256 id = mint1155(seller, 3, 0);
        (M.Order memory o, bytes memory sig) = list(seller, address(multiple), id, 3, address(0), 1 ether);
        vm.prank(seller);
        multiple.safeTransferFrom(seller, creator, id, 1, "");
        vm.prank(creator);
        multiple.safeTransferFrom(creator, seller, id, 1, "");
        assertEq(multiple.balanceOf(seller, id), 3);
        expectInactive(o, sig, 1);
    }

    function test_cancelAllOrders_voidsEveryOlderOrder_newCounterFills() public {
        uint256 a = mint721(seller, 0);
        uint256 b = mint1155(seller, 2, 0);
        (M.Order memory oa, bytes memory sa) = list(seller, address(single), a, 1, address(0), 1 ether);
        (M.Order memory ob, bytes memory sb) = list(seller, address(multiple), b, 2, address(0), 1 ether);
        vm.expectEmit(true, false, false, false, address(market));
        emit M.ListingCounterIncremented(seller, 0); // a random step
        vm.prank(seller);
        market.cancelAllOrders();
        assertGt(market.listingCounter(seller), 0);
        expectInactive(oa, sa, 1);
        expectInactive(ob, sb, 1);
        (oa, sa) = list(seller, address(single), a, 1, address(0), 1 ether);
        assertEq(oa.counter, market.listingCounter(seller));
        buyAs(buyer, oa, sa, 1);
        assertEq(single.ownerOf(a), buyer);
    }

    function test_cancelOrder_onlyBySeller_thenNeverFills() public {
        uint256 id = mint1155(seller, 4, 0);
        (M.Order memory o, bytes memory sig) = list(seller, address(multiple), id, 4, address(0), 1 ether);
        buyAs(buyer, o, sig, 1);
        vm.expectRevert(M.NotSigner.selector);
        vm.prank(buyer);
        market.cancelOrder(o);
        vm.expectEmit(address(market));
        emit M.OrderCancelled(hashOf(o), seller);
        vm.prank(seller);
        market.cancelOrder(o);
        assertEq(market.filled(hashOf(o)), type(uint256).max);
        assertEq(market.remaining(o), 0);
        expectInactive(o, sig, 1);
    }

    function test_expiryAndStart_boundTheOrdersLife() public {
        uint256 id = mint721(seller, 0);
        M.Order memory o = order(seller, address(single), id, 1, address(0), 1 ether);
        o.startTime = block.timestamp + 1 hours;
        o.endTime = block.timestamp + 2 hours;
        bytes memory sig = signOrder(o);
        expectInactive(o, sig, 1);
        vm.warp(o.startTime);
        assertEq(market.remaining(o), 1);
        vm.warp(o.endTime + 1);
        assertEq(market.remaining(o), 0);
        expectInactive(o, sig, 1);
        vm.warp(o.endTime);
        buyAs(buyer, o, sig, 1);
        assertEq(single.ownerOf(id), buyer, "endTime itself still sells");
    }

    function test_wrongSigner_orTamperedOrder_isRefused() public {
        uint256 id = mint721(seller, 0);
        M.Order memory o = order(seller, address(single), id, 1, address(0), 1 ether);
        bytes memory byOther = signDigest(hashOf(o), keyOf[creator]);
        uint256 total = totalOf(o, 1);
        vm.deal(buyer, 10 ether);
        vm.startPrank(buyer);
        vm.expectRevert(M.BadSignature.selector);
        market.buy{value: total}(o, byOther, 1, total);
        bytes memory good = signOrder(o);
        o.unitPrice = 0.5 ether; // the buyer lowers the signed price
        total = totalOf(o, 1);
        vm.expectRevert(M.BadSignature.selector);
        market.buy{value: total}(o, good, 1, total);
        vm.stopPrank();
    }

    function test_erc1271Seller_fills_andItsWalletDecides() public {
        WalletSeller1155 wallet = new WalletSeller1155();
        keyFor(wallet, "wallet-key");
        uint256 id = mint1155(seller, 3, 0);
        vm.prank(seller);
        multiple.safeTransferFrom(seller, address(wallet), id, 3, "");
        wallet.approve(address(multiple), address(market));
        (M.Order memory o, bytes memory sig) = list(address(wallet), address(multiple), id, 3, address(0), 1 ether);
        buyAs(buyer, o, sig, 2);
        assertEq(multiple.balanceOf(buyer, id), 2);
        // The wallet has no receive function: its proceeds wait in pull payments.
        assertEq(market.pendingPayments(address(wallet)), 0.975 ether * 2, "price minus the seller fee");
        // The wallet's key changes: its old signature no longer verifies.
        wallet.setSigner(address(0xdead));
        uint256 total = totalOf(o, 1);
        vm.expectRevert(M.BadSignature.selector);
        vm.prank(buyer);
        market.buy{value: total}(o, sig, 1, total);
    }

    function test_sellerFeeAboveSigned_reverts_atOrBelowFills() public {
        (M.Order memory o, bytes memory sig) = listWithFeeBound(seller, 250);
        uint256 id = o.tokenId;
        ownerSetsFees(250, 300);
        uint256 total = totalOf(o, 1);
        vm.expectRevert(abi.encodeWithSelector(M.FeeAboveSigned.selector, 300, 250));
        vm.prank(buyer);
        market.buy{value: total}(o, sig, 1, total);
        assertEq(market.remaining(o), 0, "not fillable while the fee is above the signed one");
        ownerSetsFees(250, 250);
        buyAs(buyer, o, sig, 1);
        assertEq(single.ownerOf(id), buyer);
    }

    function test_buy_refusesAuctions_wrongPayment_andPause() public {
        uint256 id = mint721(seller, 0);
        (M.Order memory a, bytes memory asig) = auction(seller, address(single), id, 1 ether, 1 days);
        vm.expectRevert(abi.encodeWithSelector(M.WrongSaleType.selector, M.SaleType.TimedAuction));
        vm.prank(buyer);
        market.buy(a, asig, 1, type(uint256).max);
        (M.Order memory o, bytes memory sig) = list(seller, address(single), id, 1, address(0), 1 ether);
        uint256 total = totalOf(o, 1);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, total - 1, total));
        vm.prank(buyer);
        market.buy{value: total - 1}(o, sig, 1, total);
        vm.prank(owner);
        market.setPaused(true);
        vm.expectRevert(M.Paused.selector);
        vm.prank(buyer);
        market.buy{value: total}(o, sig, 1, total);
    }
}
