// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base, SellerWallet} from "./Base.t.sol";
import {Royal1155} from "./External.t.sol";

/// @dev An external collection whose owner can raise the royalty at any time (finding 1), or make royaltyInfo
/// burn every gas unit it gets (finding 2).
contract RaisableRoyal1155 is Royal1155 {
    address internal immutable receiver;
    bool public burn;

    constructor(address receiver_, uint96 bps) Royal1155(receiver_, bps, false) {
        receiver = receiver_;
    }

    function raise(uint96 bps) external {
        _setDefaultRoyalty(receiver, bps);
    }

    function setBurn() external {
        burn = true;
    }

    function royaltyInfo(uint256 id, uint256 price) public view override returns (address, uint256) {
        if (burn) while (true) {}
        return super.royaltyInfo(id, price);
    }
}

/// @dev A contract wallet that signs normally, then makes isValidSignature burn all the gas it gets (finding 2).
contract GasBurnerWallet is SellerWallet {
    bool public burn;

    function setBurn() external {
        burn = true;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) public view override returns (bytes4) {
        if (burn) while (true) {}
        return super.isValidSignature(hash, signature);
    }
}

/// @dev A seller (a royalty splitter, say) that needs more than the payout stipend to receive native coin and has
/// no way to call withdrawPayments itself (finding 6).
contract HeavyReceiver is SellerWallet {
    uint256[4] internal writes;

    receive() external payable {
        for (uint256 i = 0; i < 4; ++i) writes[i] = msg.value + i; // 4 new slots: above the 50,000 stipend
    }
}

/// The findings of issue 28's audit, one test (or more) each; every test fails on the contracts before the fix.
contract Audit28Test is Base {
    address internal artist = makeAddr("artist");

    /// An external 1155 with a 5 % royalty; `creator` lists 10 copies at 1 ether each in the native coin, signing
    /// the royalty shown (5 %) as its bound.
    function royalListing(RaisableRoyal1155 c) internal returns (M.Order memory o, bytes memory sig) {
        c.mint(creator, 7, 10);
        vm.prank(creator);
        c.setApprovalForAll(address(market), true);
        o = order(creator, address(c), 7, 10, address(0), 1 ether);
        o.maxRoyaltyBps = 500;
        sig = signOrder(o);
    }

    // ----- finding 1: royalty front-running -----

    function test_f1_royaltyRaisedAfterSigning_buyReverts() public {
        RaisableRoyal1155 c = new RaisableRoyal1155(artist, 500);
        (M.Order memory o, bytes memory sig) = royalListing(c);
        c.raise(2000); // in front of the buy
        uint256 total = totalOf(o, 1);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.RoyaltyAboveSigned.selector, 0.2 ether, 0.05 ether));
        market.buy{value: total}(o, sig, 1, total);
        c.raise(500); // back at the signed royalty: the order fills
        buyAs(buyer, o, sig, 1);
        assertEq(c.balanceOf(buyer, 7), 1);
    }

    function test_f1_royaltyRaisedAfterSigning_sweepSkipsAndRefunds() public {
        RaisableRoyal1155 c = new RaisableRoyal1155(artist, 500);
        (M.Order memory raised, bytes memory raisedSig) = royalListing(c);
        (M.Order memory fine, bytes memory fineSig) = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        uint256 maxTotal = totalOf(raised, 1) + totalOf(fine, 1);
        c.raise(2000);
        M.Purchase[] memory p = new M.Purchase[](2);
        p[0] = M.Purchase(raised, raisedSig, 1);
        p[1] = M.Purchase(fine, fineSig, 1);
        uint256 before = buyer.balance;
        vm.expectEmit(address(market));
        emit M.PurchaseSkipped(market.hashOrder(raised), M.SkipReason.NotForSale);
        vm.prank(buyer);
        market.sweep{value: maxTotal}(p, address(0), maxTotal);
        assertEq(c.balanceOf(buyer, 7), 0, "the raised listing was skipped");
        assertEq(single.ownerOf(fine.tokenId), buyer);
        assertEq(before - buyer.balance, totalOf(fine, 1), "the skipped purchase was refunded");
        assertEq(market.remaining(raised), 10);
    }

    function test_f1_sellerReceivingTheRoyalty_isNotBounded() public {
        RaisableRoyal1155 c = new RaisableRoyal1155(creator, 500);
        (M.Order memory o, bytes memory sig) = royalListing(c);
        c.raise(2000);
        buyAs(buyer, o, sig, 1); // the seller gets the royalty back: their proceeds did not drop
        assertEq(c.balanceOf(buyer, 7), 1);
    }

    // ----- finding 2: calls into counterparty code are gas-bounded on the sweep path -----

    function test_f2_gasBurningErc1271Seller_sweepSkipsItWithinTheBound() public {
        GasBurnerWallet wallet = new GasBurnerWallet();
        (M.Order memory burner, bytes memory burnerSig) = walletListing721(wallet, "burner", 0);
        M.Purchase[] memory p = new M.Purchase[](3);
        p[0] = M.Purchase(burner, burnerSig, 1);
        for (uint256 i = 1; i < 3; ++i) {
            (M.Order memory o, bytes memory sig) = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
            p[i] = M.Purchase(o, sig, 1);
        }
        wallet.setBurn();
        uint256 maxTotal = 3 * totalOf(burner, 1);
        vm.expectEmit(address(market));
        emit M.PurchaseSkipped(market.hashOrder(burner), M.SkipReason.Void);
        vm.prank(buyer);
        uint256 gasBefore = gasleft();
        market.sweep{value: maxTotal, gas: 1_000_000}(p, address(0), maxTotal);
        assertLt(gasBefore - gasleft(), 600_000, "the burner cost at most SIGNATURE_GAS");
        assertEq(single.ownerOf(p[1].order.tokenId), buyer);
        assertEq(single.ownerOf(p[2].order.tokenId), buyer);
        assertEq(single.ownerOf(burner.tokenId), address(wallet));
    }

    function test_f2_gasBurningRoyaltyInfo_costsAtMostTheStipend_andPaysNoRoyalty() public {
        RaisableRoyal1155 c = new RaisableRoyal1155(artist, 500);
        (M.Order memory o, bytes memory sig) = royalListing(c);
        c.setBurn();
        uint256 total = totalOf(o, 1);
        uint256 sellerBefore = creator.balance;
        vm.prank(buyer);
        market.buy{value: total, gas: 400_000}(o, sig, 1, total);
        assertEq(c.balanceOf(buyer, 7), 1);
        assertEq(artist.balance, 0, "a royaltyInfo that fails within its stipend means no royalty");
        assertEq(creator.balance - sellerBefore, 1 ether - 0.025 ether);
    }

    function test_f2_tooLittleGasForTheRoyaltyStipend_reverts() public {
        RaisableRoyal1155 c = new RaisableRoyal1155(artist, 500);
        (M.Order memory o, bytes memory sig) = royalListing(c);
        uint256 total = totalOf(o, 1);
        // Enough for everything before the royalty call, not for its full stipend: starving the call to skip the
        // royalty must not work.
        bool starved;
        for (uint256 g = 60_000; g < 140_000; g += 2_000) {
            vm.prank(buyer);
            try market.buy{value: total, gas: g}(o, sig, 1, total) {
                break;
            } catch (bytes memory reason) {
                if (bytes4(reason) == M.InsufficientGas.selector) starved = true;
            }
        }
        assertTrue(starved, "some gas limit hits the stipend check");
        assertEq(artist.balance, c.balanceOf(buyer, 7) == 1 ? 0.05 ether : 0, "a fill that went through paid it");
    }

    // ----- finding 3: cancel-all moves counters by an unpredictable step -----

    function test_f3_cancelAllOrders_doesNotArmAnOrderSignedForCounterPlusOne() public {
        uint256 id = mint721(creator, 0);
        M.Order memory phished = order(creator, address(single), id, 1, address(0), 1 wei);
        phished.counter = market.listingCounter(creator) + 1;
        bytes memory sig = signOrder(phished);
        vm.roll(block.number + 1);
        vm.prank(creator);
        market.cancelAllOrders();
        assertGt(market.listingCounter(creator), 1 << 32, "a large step");
        assertEq(market.remaining(phished), 0, "the pre-signed order did not come alive");
        uint256 due = totalOf(phished, 1);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(phished)));
        market.buy{value: due}(phished, sig, 1, due);
    }

    function test_f3_cancelAllBids_doesNotArmABidSignedForCounterPlusOne() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b,) = bid(address(single), id, 1, 1 ether);
        b.counter = market.bidCounter(bidder) + 1;
        bytes memory sig = sign(b, bidderKey);
        vm.prank(bidder);
        market.cancelAllBids();
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BidNotActive.selector, market.hashBid(b)));
        market.acceptBid(b, sig, id, 1, 0);
    }

    function test_f3_movingCopies_doesNotArmAListingSignedForNoncePlusOne() public {
        uint256 id = mint1155(creator, 10, 0);
        vm.prank(creator);
        multiple.setApprovalForAll(address(market), true);
        uint256 before = multiple.listingNonce(creator, id);
        M.Order memory phished = order(creator, address(multiple), id, 5, address(0), 1 wei);
        phished.nonce = before + 1;
        bytes memory sig = signOrder(phished);
        vm.roll(block.number + 1);
        vm.prank(creator);
        multiple.safeTransferFrom(creator, buyer, id, 1, "");
        assertGt(multiple.listingNonce(creator, id), before + 1, "a step beyond 1");
        assertEq(market.remaining(phished), 0, "the pre-signed listing did not come alive");
        expectInactive(phished, sig, 1);
    }

    function test_f3_partialFill_carriesTheListingOverTheUnpredictableStep() public {
        uint256 id = mint1155(creator, 10, 0);
        vm.roll(block.number + 5);
        (M.Order memory o, bytes memory sig) = list(creator, address(multiple), id, 5, address(0), 1 ether);
        buyAs(buyer, o, sig, 2);
        assertGt(multiple.listingNonce(creator, id), o.nonce + 1, "the fill's transfer moved it by a large step");
        assertEq(market.remaining(o), 3, "and the order expects exactly that value");
        vm.roll(block.number + 1);
        buyAs(buyer, o, sig, 3);
        assertEq(multiple.balanceOf(buyer, id), 5);
    }

    // ----- finding 5: auction bids are bound to their auction -----

    function test_f5_losingAuctionBid_cannotBeAcceptedAfterTheAuction() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory a, bytes memory aSig) = auction(creator, address(single), id, 1 ether, 0);
        (M.Bid memory losing, bytes memory losingSig) = auctionBid(a, 1, 1 ether);
        (M.Bid memory winning, bytes memory winningSig) = auctionBid(a, 1, 2 ether);
        vm.prank(creator);
        market.settleAuction(a, aSig, winning, winningSig, 0);
        // The winner (the bidder here) sends the token on; its next holder tries the losing bid.
        vm.prank(bidder);
        single.transferFrom(bidder, buyer, id);
        vm.prank(buyer);
        single.setApprovalForAll(address(market), true);
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, market.hashBid(losing)));
        vm.prank(buyer);
        market.acceptBid(losing, losingSig, id, 1, 0);
    }

    function test_f5_aBidOfAnotherAuction_orAStandingBid_cannotSettle() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory a, bytes memory aSig) = auction(creator, address(single), id, 1 ether, 0);
        (M.Order memory older,) = auction(creator, address(single), id, 1 ether, 0);
        (M.Bid memory other, bytes memory otherSig) = auctionBid(older, 1, 2 ether);
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, market.hashBid(other)));
        vm.prank(creator);
        market.settleAuction(a, aSig, other, otherSig, 0);
        (M.Bid memory standing, bytes memory standingSig) = bid(address(single), id, 1, 2 ether);
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, market.hashBid(standing)));
        vm.prank(creator);
        market.settleAuction(a, aSig, standing, standingSig, 0);
    }

    // ----- finding 6: anyone can push a parked payment -----

    function test_f6_anyoneCanPushAParkedPaymentToItsReceiver() public {
        HeavyReceiver wallet = new HeavyReceiver();
        (M.Order memory o, bytes memory sig) = walletListing721(wallet, "splitter", 0);
        buyAs(buyer, o, sig, 1);
        uint256 owed = market.pendingPayments(address(wallet));
        assertEq(owed, 1 ether - 0.025 ether, "parked: the receiver needs more than the stipend");
        vm.prank(makeAddr("anyone"));
        market.pushPayment(address(wallet));
        assertEq(address(wallet).balance, owed);
        assertEq(market.pendingPayments(address(wallet)), 0);
        assertEq(market.pendingPaymentsTotal(), 0);
        vm.expectRevert(M.NothingToWithdraw.selector);
        market.pushPayment(address(wallet));
    }

    // ----- finding 9: the constructor refuses zero addresses -----

    function test_f9_constructorRefusesZeroAddresses() public {
        address[4] memory trusted = [address(single), address(multiple), address(vsw), address(wbnb)];
        for (uint256 i = 0; i < 4; ++i) {
            address[4] memory a = trusted;
            a[i] = address(0);
            vm.expectRevert(M.ZeroAddress.selector);
            new AgoraMarketplace(owner, treasury, 250, 250, a[0], a[1], a[2], a[3]);
        }
    }
}
