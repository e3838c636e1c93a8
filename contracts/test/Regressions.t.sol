// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base, KeySigner} from "./Base.t.sol";
import {ReentrantBuyer, Refuser} from "./Exploits.t.sol";

/// @dev ReentrantBuyer of Exploits.t.sol, re-entering from onERC1155Received as well.
contract Reentrant1155Buyer is ReentrantBuyer, ERC1155Holder {
    constructor(AgoraMarketplace market_) ReentrantBuyer(market_) {}

    function onERC1155Received(address, address, uint256, uint256, bytes memory) public override returns (bytes4) {
        this.onERC721Received(address(0), address(0), 0, "");
        return this.onERC1155Received.selector;
    }
}

/// @dev A contract-wallet bidder (ERC-1271) that, on receiving the token of an accepted bid, tries to buy a
/// listing inside the acceptance.
contract ReentrantBidder is KeySigner, IERC721Receiver {
    AgoraMarketplace private immutable _market;
    M.Order private _order;
    bytes private _signature;

    constructor(AgoraMarketplace market_) {
        _market = market_;
    }

    function arm(M.Order calldata order, bytes calldata signature) external {
        (_order, _signature) = (order, signature);
    }

    function approve(address token) external {
        (bool ok,) = token.call(abi.encodeWithSignature("approve(address,uint256)", _market, type(uint256).max));
        require(ok);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _market.buy{value: address(this).balance}(_order, _signature, 1, address(this).balance);
        return this.onERC721Received.selector;
    }
}

/// @dev A sweeping buyer whose onERC721Received tries to buy another listing inside the sweep.
contract ReentrantSweeper is IERC721Receiver {
    AgoraMarketplace private immutable _market;
    M.Order private _order;
    bytes private _signature;

    constructor(AgoraMarketplace market_) {
        _market = market_;
    }

    /// Sweeps with its own coins.
    function sweep(M.Purchase[] calldata purchases, uint256 total, M.Order calldata order, bytes calldata signature)
        external
    {
        (_order, _signature) = (order, signature);
        _market.sweep{value: total}(purchases, address(0), total);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _market.buy{value: 1.025 ether}(_order, _signature, 1, 1.025 ether);
        return this.onERC721Received.selector;
    }

    receive() external payable {}
}

/// @dev A buyer that is also an approved operator of the seller: while receiving its copy it moves one of the
/// seller's remaining copies away and back, which must void the rest of the order.
contract SneakyOperatorBuyer is ERC1155Holder {
    AgoraMarketplace private immutable _market;
    IERC1155 private immutable _collection;
    bool private _moving;

    constructor(AgoraMarketplace market_, IERC1155 collection_) {
        (_market, _collection) = (market_, collection_);
    }

    function buy(M.Order calldata order, bytes calldata signature) external payable {
        _market.buy{value: msg.value}(order, signature, 1, msg.value);
    }

    function onERC1155Received(address, address from, uint256 id, uint256, bytes memory)
        public
        override
        returns (bytes4)
    {
        if (!_moving) {
            _moving = true;
            _collection.safeTransferFrom(from, address(this), id, 1, "");
            _collection.safeTransferFrom(address(this), from, id, 1, "");
            _moving = false;
        }
        return this.onERC1155Received.selector;
    }
}

/// Regression tests for the exploit classes of issue 3 not covered in Exploits.t.sol, on v2's signed orders.
contract RegressionsTest is Base {
    /// Inactive listing through a second order of the same copies: once they sold there and came back, the first
    /// order stays void.
    function test_inactiveListing1155_awayThroughAnotherOrderAndBack() public {
        uint256 id = mint1155(creator, 3, 0);
        (M.Order memory cheap, bytes memory cheapSig) =
            list(creator, address(multiple), id, 3, address(0), 0.01 ether);
        (M.Order memory other, bytes memory otherSig) = list(creator, address(multiple), id, 3, address(vsw), 1 ether);
        buyAs(buyer, other, otherSig, 3);
        (M.Order memory resale, bytes memory resaleSig) = list(buyer, address(multiple), id, 3, address(vsw), 1 ether);
        buyAs(creator, resale, resaleSig, 3);
        assertEq(multiple.balanceOf(creator, id), 3);
        expectInactive(cheap, cheapSig, 3);
    }

    /// A partial fill of one order moves the seller's nonce: a second order of the same copies, signed before,
    /// is void (the app re-signs; only the order that filled knows its own move).
    function test_partialFillOfOneOrderVoidsTheSellersOtherOrders() public {
        uint256 id = mint1155(creator, 4, 0);
        (M.Order memory a, bytes memory sigA) = list(creator, address(multiple), id, 2, address(0), 1 ether);
        (M.Order memory b, bytes memory sigB) = list(creator, address(multiple), id, 2, address(0), 1 ether);
        buyAs(buyer, a, sigA, 1);
        assertEq(market.remaining(a), 1);
        expectInactive(b, sigB, 1);
    }

    /// A move away and back during the buyer's own callback (the buyer is the seller's operator) voids the rest
    /// of a partly filled order: a partial fill only expects its own move.
    function test_inactiveListing1155_awayAndBackInsideAFill() public {
        uint256 id = mint1155(creator, 5, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(multiple), id, 5, address(0), 1 ether);
        SneakyOperatorBuyer sneaky = new SneakyOperatorBuyer(market, multiple);
        vm.prank(creator);
        multiple.setApprovalForAll(address(sneaky), true);
        sneaky.buy{value: 1.025 ether}(o, sig);
        assertEq(multiple.balanceOf(creator, id), 4);
        expectInactive(o, sig, 1);
    }

    function test_reentryThroughOnERC1155ReceivedReverts() public {
        uint256 id = mint1155(creator, 5, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(multiple), id, 5, address(0), 1 ether);
        Reentrant1155Buyer attacker = new Reentrant1155Buyer(market);
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        attacker.buy{value: 2.05 ether}(o, sig, o, sig);
        assertEq(market.remaining(o), 5, "nothing sold");
        assertEq(multiple.balanceOf(address(attacker), id), 0);
    }

    /// @dev A contract-wallet bidder (10 VSW approved to the marketplace, 2 ether) armed to buy `other`, a new
    /// 1-ether listing, from inside the onERC721Received of the token its bid wins.
    function armedReentrantBidder(string memory name) internal returns (ReentrantBidder wallet, M.Order memory other) {
        wallet = new ReentrantBidder(market);
        keyFor(wallet, name);
        vm.prank(owner);
        vsw.mint(address(wallet), 10 ether);
        wallet.approve(address(vsw));
        vm.deal(address(wallet), 2 ether);
        bytes memory otherSig;
        (other, otherSig) = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        wallet.arm(other, otherSig);
    }

    /// @dev A 1-ether bid of `wallet` on the 721 `id`, signed with the wallet's ERC-1271 key.
    function bidOf(ReentrantBidder wallet, uint256 id) internal returns (M.Bid memory b, bytes memory sig) {
        (b,) = bid(address(single), id, 1, 1 ether);
        b.bidder = address(wallet);
        b.counter = 0;
        sig = sign(b, keyOf[address(wallet)]);
    }

    function test_reentryDuringAcceptBidReverts() public {
        (ReentrantBidder wallet,) = armedReentrantBidder("reentrant bidder");
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bidOf(wallet, id);

        vm.prank(creator);
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(single.ownerOf(id), creator);
        assertEq(market.filled(market.hashBid(b)), 0);
    }

    /// Re-entry from inside a sweep: the purchase whose transfer re-entered does not happen (the whole sweep
    /// reverts, or that purchase is skipped and refunded), and the re-entered listing is untouched.
    function test_reentryDuringSweep_buysNothingInside() public {
        ReentrantSweeper attacker = new ReentrantSweeper(market);
        vm.deal(address(attacker), 5 ether);
        M.Purchase[] memory purchases = new M.Purchase[](1);
        (M.Order memory first, bytes memory firstSig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        purchases[0] = M.Purchase(first, firstSig, 1);
        (M.Order memory other, bytes memory otherSig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        try attacker.sweep(purchases, 1.025 ether, other, otherSig) {} catch {}
        assertEq(single.ownerOf(first.tokenId), creator, "the re-entering purchase did not go through");
        assertEq(single.ownerOf(other.tokenId), creator);
        assertEq(market.remaining(other), 1);
        assertEq(address(attacker).balance, 5 ether, "nothing spent");
    }

    /// Re-entry while an auction is settled to a contract-wallet bidder reverts the settlement.
    function test_reentryDuringSettleAuctionReverts() public {
        (ReentrantBidder wallet, M.Order memory other) = armedReentrantBidder("reentrant auction bidder");
        uint256 id = mint721(creator, 0);
        (M.Order memory a, bytes memory aSig) = auction(creator, address(single), id, 1 ether, 0);
        (M.Bid memory b,) = bidOf(wallet, id);
        b.auction = market.hashOrder(a);
        bytes memory sig = sign(b, keyOf[address(wallet)]);

        vm.prank(creator);
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        market.settleAuction(a, aSig, b, sig, 0);
        assertEq(single.ownerOf(id), creator);
        assertEq(market.remaining(other), 1);
    }

    /// The royalty receiver (the creator, a contract) refuses the native coin: the sale still goes through and
    /// the royalty waits for them in the marketplace.
    function test_royaltyReceiverRejectingNativeCoin_getsPullPayment() public {
        Refuser refusingCreator = new Refuser();
        vm.deal(address(refusingCreator), 1 ether);
        uint256 id = mint721(address(refusingCreator), 1000);
        vm.prank(address(refusingCreator));
        single.transferFrom(address(refusingCreator), bidder, id);
        (M.Order memory o, bytes memory sig) = list(bidder, address(single), id, 1, address(0), 1 ether);
        uint256 sellerBefore = bidder.balance;

        vm.expectEmit(address(market));
        emit M.PaymentDeferred(address(refusingCreator), 0.1 ether);
        vm.prank(buyer);
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        assertEq(single.ownerOf(id), buyer);
        assertEq(bidder.balance - sellerBefore, 0.875 ether, "the seller is paid at once");
        assertEq(market.pendingPayments(address(refusingCreator)), 0.1 ether);
        assertEq(market.pendingPaymentsTotal(), 0.1 ether);
        assertEq(address(market).balance, 0.15 ether, "fees plus the deferred royalty");

        vm.expectRevert(abi.encodeWithSelector(M.PaymentFailed.selector, address(refusingCreator)));
        refusingCreator.withdraw(market); // still refusing: the withdrawal fails and the claim stays
        assertEq(market.pendingPayments(address(refusingCreator)), 0.1 ether);

        refusingCreator.setOpen();
        uint256 creatorBefore = address(refusingCreator).balance;
        vm.expectEmit(address(market));
        emit M.PaymentWithdrawn(address(refusingCreator), 0.1 ether);
        refusingCreator.withdraw(market);
        assertEq(address(refusingCreator).balance - creatorBefore, 0.1 ether);
        assertEq(market.pendingPaymentsTotal(), 0);
    }

    /// A fully filled 721 bid cannot be filled again, even once the token is back with a holder.
    function test_bidReuseAfterFullFill_tokenBack() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 1 ether);
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
        vm.prank(bidder);
        single.transferFrom(bidder, creator, id);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 1, 0));
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(single.ownerOf(id), creator);
    }

    /// A partly filled 1155 bid that its bidder cancels cannot fill its remaining copies.
    function test_bidReuseAfterCancel_partlyFilled() public {
        uint256 id = mint1155(creator, 10, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, 3, 1 ether);
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
        vm.prank(bidder);
        market.cancelBid(b);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BidNotActive.selector, market.hashBid(b)));
        market.acceptBid(b, sig, id, 2, 0);
        assertEq(multiple.balanceOf(bidder, id), 1);
    }

    /// Quantity 0 on a bid acceptance is refused like on a purchase.
    function test_acceptBidQuantityZeroReverts() public {
        uint256 id = mint1155(creator, 10, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, 3, 1 ether);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 0, 3));
        market.acceptBid(b, sig, id, 0, 0);
    }

    /// A signature made for one token does not fill a bid on another token of the same collection, and a
    /// single-token bid takes no other token than its own.
    function test_bidSignatureBoundToToken() public {
        uint256 wanted = mint721(creator, 0);
        uint256 other = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), wanted, 1, 1 ether);
        bytes32 bidHash = market.hashBid(b);
        vm.prank(creator);
        // the bid names `wanted`: selling `other` into it is refused
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, bidHash));
        market.acceptBid(b, sig, other, 1, 0);
        b.tokenId = other;
        vm.prank(creator);
        vm.expectRevert(M.BadSignature.selector);
        market.acceptBid(b, sig, other, 1, 0);
        b.tokenId = wanted;
        b.anyToken = true; // turning a bid into a collection offer changes what was signed
        vm.prank(creator);
        vm.expectRevert(M.BadSignature.selector);
        market.acceptCollectionOffer(b, sig, other, new bytes32[](0), 1, 0);
        assertEq(single.ownerOf(other), creator);
    }

    /// An order signature is bound to its token: the same fields for another token do not verify.
    function test_orderSignatureBoundToToken() public {
        uint256 listed = mint721(creator, 0);
        uint256 other = mint721(creator, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(single), listed, 1, address(0), 1 ether);
        o.tokenId = other;
        vm.prank(buyer);
        vm.expectRevert(M.BadSignature.selector);
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        assertEq(single.ownerOf(other), creator);
    }

    /// ecrecover yields address 0 for a garbage signature: a bid "by" address 0 must still be refused.
    function test_zeroBidderWithGarbageSignatureReverts() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b,) = bid(address(single), id, 1, 1 ether);
        b.bidder = address(0);
        b.counter = 0;
        bytes memory garbage = abi.encodePacked(bytes32(uint256(1)), bytes32(uint256(2)), uint8(29));
        vm.prank(creator);
        vm.expectRevert(M.BadSignature.selector);
        market.acceptBid(b, garbage, id, 1, 0);
    }

    /// The same for an order "by" address 0.
    function test_zeroSellerWithGarbageSignatureReverts() public {
        (M.Order memory o,) = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        o.seller = address(0);
        o.counter = 0;
        o.nonce = 0;
        bytes memory garbage = abi.encodePacked(bytes32(uint256(1)), bytes32(uint256(2)), uint8(29));
        vm.prank(buyer);
        vm.expectRevert(M.BadSignature.selector);
        market.buy{value: 1.025 ether}(o, garbage, 1, 1.025 ether);
    }
}
