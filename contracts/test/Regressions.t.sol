// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";
import {ReentrantBuyer, Refuser} from "./Exploits.t.sol";

/// @dev ReentrantBuyer of Exploits.t.sol, re-entering from onERC1155Received as well.
contract Reentrant1155Buyer is ReentrantBuyer, ERC1155Holder {
    constructor(AgoraMarketplace market_) ReentrantBuyer(market_) {}

    function onERC1155Received(address, address, uint256, uint256, bytes memory) public override returns (bytes4) {
        this.onERC721Received(address(0), address(0), 0, "");
        return this.onERC1155Received.selector;
    }
}

/// @dev A contract-wallet bidder (ERC-1271) that, on receiving the token of an accepted bid, tries to fill the
/// same bid again and to buy a listing inside the acceptance.
contract ReentrantBidder is IERC1271, IERC721Receiver {
    AgoraMarketplace private immutable _market;
    address private immutable _signer;
    M.Bid private _bid;
    bytes private _signature;
    uint256 private _listingId;

    constructor(AgoraMarketplace market_, address signer) {
        (_market, _signer) = (market_, signer);
    }

    function arm(M.Bid calldata bid, bytes calldata signature, uint256 listingId) external {
        (_bid, _signature, _listingId) = (bid, signature, listingId);
    }

    function approve(address token) external {
        (bool ok,) = token.call(abi.encodeWithSignature("approve(address,uint256)", _market, type(uint256).max));
        require(ok);
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return ECDSA.recover(hash, signature) == _signer ? this.isValidSignature.selector : bytes4(0);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _market.buy{value: address(this).balance}(_listingId, 1, address(this).balance);
        return this.onERC721Received.selector;
    }
}

/// @dev A buyer that is also an approved operator of the seller: while receiving its copy it moves one of the
/// seller's remaining copies away and back, which must void the rest of the listing.
contract SneakyOperatorBuyer is ERC1155Holder {
    AgoraMarketplace private immutable _market;
    IERC1155 private immutable _collection;
    bool private _moving;

    constructor(AgoraMarketplace market_, IERC1155 collection_) {
        (_market, _collection) = (market_, collection_);
    }

    function buy(uint256 listingId) external payable {
        _market.buy{value: msg.value}(listingId, 1, msg.value);
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

/// Regression tests for the exploit classes of issue 3 not covered in Exploits.t.sol.
contract RegressionsTest is Base {
    /// A buyer paying the full due for `quantity` copies is refused: the listing is void.
    function expectInactive(uint256 listingId, uint256 due, uint256 quantity) internal {
        (, bool active) = market.getListing(listingId);
        assertFalse(active);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.ListingNotActive.selector, listingId));
        market.buy{value: due}(listingId, quantity, due);
    }

    /// Inactive listing through a second listing of the same copies: once they sold there and came back, the
    /// first listing stays void.
    function test_inactiveListing1155_awayThroughAnotherListingAndBack() public {
        uint256 id = mint1155(creator, 3, 0);
        uint256 cheap = list(creator, address(multiple), id, 3, address(0), 0.01 ether);
        uint256 other = list(creator, address(multiple), id, 3, address(vsw), 1 ether);
        vm.prank(buyer);
        market.buy(other, 3, 3.075 ether);
        uint256 resale = list(buyer, address(multiple), id, 3, address(vsw), 1 ether);
        vm.prank(creator);
        market.buy(resale, 3, 3.075 ether);
        assertEq(multiple.balanceOf(creator, id), 3);
        expectInactive(cheap, 0.03075 ether, 3);
    }

    /// A move away and back during the buyer's own callback (the buyer is the seller's operator) voids the rest
    /// of a partly filled listing: a partial fill only expects its own move.
    function test_inactiveListing1155_awayAndBackInsideAFill() public {
        uint256 id = mint1155(creator, 5, 0);
        uint256 listingId = list(creator, address(multiple), id, 5, address(0), 1 ether);
        SneakyOperatorBuyer sneaky = new SneakyOperatorBuyer(market, multiple);
        vm.prank(creator);
        multiple.setApprovalForAll(address(sneaky), true);
        sneaky.buy{value: 1.025 ether}(listingId);
        assertEq(multiple.balanceOf(creator, id), 4);
        expectInactive(listingId, 1.025 ether, 1);
    }

    function test_reentryThroughOnERC1155ReceivedReverts() public {
        uint256 id = mint1155(creator, 5, 0);
        uint256 listingId = list(creator, address(multiple), id, 5, address(0), 1 ether);
        Reentrant1155Buyer attacker = new Reentrant1155Buyer(market);
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        attacker.buy{value: 2.05 ether}(listingId, listingId);
        (M.Listing memory l,) = market.getListing(listingId);
        assertEq(l.quantity, 5, "nothing sold");
        assertEq(multiple.balanceOf(address(attacker), id), 0);
    }

    function test_reentryDuringAcceptBidReverts() public {
        uint256 key = 0xBEEF;
        ReentrantBidder wallet = new ReentrantBidder(market, vm.addr(key));
        vm.prank(owner);
        vsw.mint(address(wallet), 10 ether);
        wallet.approve(address(vsw));
        vm.deal(address(wallet), 2 ether);
        uint256 other = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        uint256 id = mint721(creator, 0);
        (M.Bid memory b,) = bid(address(single), id, 1, 1 ether);
        b.bidder = address(wallet);
        b.nonce = 0;
        bytes memory sig = sign(b, key);
        wallet.arm(b, sig, other);

        vm.prank(creator);
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        market.acceptBid(b, sig, 1, 0);
        assertEq(single.ownerOf(id), creator);
        assertEq(market.bidFilled(market.hashBid(b)), 0);
    }

    /// The royalty receiver (the creator, a contract) refuses the native coin: the sale still goes through and
    /// the royalty waits for them in the marketplace.
    function test_royaltyReceiverRejectingNativeCoin_getsPullPayment() public {
        Refuser refusingCreator = new Refuser();
        vm.deal(address(refusingCreator), 1 ether);
        uint256 id = mint721(address(refusingCreator), 1000);
        vm.prank(address(refusingCreator));
        single.transferFrom(address(refusingCreator), bidder, id);
        vm.prank(bidder);
        single.setApprovalForAll(address(market), true);
        uint256 listingId = list(bidder, address(single), id, 1, address(0), 1 ether);
        uint256 sellerBefore = bidder.balance;

        vm.expectEmit(address(market));
        emit M.PaymentDeferred(address(refusingCreator), 0.1 ether);
        vm.prank(buyer);
        market.buy{value: 1.025 ether}(listingId, 1, 1.025 ether);
        assertEq(single.ownerOf(id), buyer);
        assertEq(bidder.balance - sellerBefore, 0.875 ether, "the seller is paid at once");
        assertEq(market.pendingPayments(address(refusingCreator)), 0.1 ether);
        assertEq(market.pendingPaymentsTotal(), 0.1 ether);
        assertEq(address(market).balance, 0.15 ether, "fees plus the deferred royalty");

        vm.expectRevert(); // still refusing: the withdrawal fails and the claim stays
        refusingCreator.withdraw(market);
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
        market.acceptBid(b, sig, 1, 0);
        vm.prank(bidder);
        single.transferFrom(bidder, creator, id);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 1, 0));
        market.acceptBid(b, sig, 1, 0);
        assertEq(single.ownerOf(id), creator);
    }

    /// A partly filled 1155 bid that its bidder cancels cannot fill its remaining copies.
    function test_bidReuseAfterCancel_partlyFilled() public {
        uint256 id = mint1155(creator, 10, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, 3, 1 ether);
        vm.prank(creator);
        market.acceptBid(b, sig, 1, 0);
        vm.prank(bidder);
        market.cancelBid(b);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BidNotActive.selector, market.hashBid(b)));
        market.acceptBid(b, sig, 2, 0);
        assertEq(multiple.balanceOf(bidder, id), 1);
    }

    /// Quantity 0 on a bid acceptance is refused like on a purchase.
    function test_acceptBidQuantityZeroReverts() public {
        uint256 id = mint1155(creator, 10, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, 3, 1 ether);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 0, 3));
        market.acceptBid(b, sig, 0, 0);
    }

    /// A signature made for one token does not fill a bid on another token of the same collection.
    function test_signatureBoundToToken() public {
        uint256 wanted = mint721(creator, 0);
        uint256 other = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), wanted, 1, 1 ether);
        b.tokenId = other;
        vm.prank(creator);
        vm.expectRevert(M.BadSignature.selector);
        market.acceptBid(b, sig, 1, 0);
    }

    /// ecrecover yields address 0 for a garbage signature: a bid "by" address 0 must still be refused.
    function test_zeroBidderWithGarbageSignatureReverts() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b,) = bid(address(single), id, 1, 1 ether);
        b.bidder = address(0);
        b.nonce = 0;
        bytes memory garbage = abi.encodePacked(bytes32(uint256(1)), bytes32(uint256(2)), uint8(29));
        vm.prank(creator);
        vm.expectRevert(M.BadSignature.selector);
        market.acceptBid(b, garbage, 1, 0);
    }
}
