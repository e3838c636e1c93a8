// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {VSW} from "../src/tokens/VSW.sol";
import {Base, FuzzTrade} from "./Base.t.sol";
import {Handler1155} from "./Handler1155.sol";

/// @dev Signs random bids and collection offers for copies of one 1155 id and has the holder accept random
/// quantities of them, or the bidder cancel them; keeps its own account of what each bid signed and filled, and
/// of the fees.
contract BidHandler is Handler1155 {
    VSW internal vsw;
    M.Bid[] internal bids;
    mapping(bytes32 => bool) public cancelled;
    uint256 public totalFilled;

    /// @param key the bidder's key
    constructor(AgoraMarketplace market_, AgoraERC1155 multiple_, VSW vsw_, address seller_, uint256 key, uint256 id_)
        Handler1155(market_, multiple_, seller_, key, id_)
    {
        vsw = vsw_;
    }

    /// A bid on the id, or (`anyToken`) a collection offer the holder fills with copies of it.
    function sign(uint256 quantity, uint256 unitPrice, bool anyToken) external {
        bids.push(
            M.Bid({
                bidder: vm.addr(signerKey),
                collection: address(multiple),
                tokenId: anyToken ? 0 : id,
                anyToken: anyToken,
                tokenRoot: bytes32(0),
                auction: bytes32(0),
                quantity: bound(quantity, 1, 50),
                currency: address(vsw),
                unitPrice: bound(unitPrice, 1, 10 ether),
                maxFeeBps: 1000,
                expiry: block.timestamp + 1 days,
                counter: 0,
                salt: bids.length
            })
        );
    }

    function accept(uint256 pick, uint256 quantity) external {
        if (bids.length == 0) return;
        M.Bid memory b = bids[pick % bids.length];
        quantity = bound(quantity, 0, b.quantity + 1); // sometimes too many, sometimes 0
        M.Split memory split = market.quote(b.collection, id, b.unitPrice * quantity);
        bytes memory sig = _signed(market.hashBid(b));
        vm.prank(seller);
        if (b.anyToken) {
            try market.acceptCollectionOffer(b, sig, id, new bytes32[](0), quantity, 0) {
                _filled(quantity, split);
            } catch {}
        } else {
            try market.acceptBid(b, sig, id, quantity, 0) {
                _filled(quantity, split);
            } catch {}
        }
    }

    function _filled(uint256 quantity, M.Split memory split) private {
        totalFilled += quantity;
        _accrueFees(split);
    }

    function cancel(uint256 pick) external {
        if (bids.length == 0) return;
        M.Bid memory b = bids[pick % bids.length];
        vm.prank(b.bidder);
        market.cancelBid(b);
        cancelled[market.hashBid(b)] = true;
    }

    function bidCount() external view returns (uint256) {
        return bids.length;
    }

    function bidAt(uint256 i) external view returns (M.Bid memory) {
        return bids[i];
    }
}

contract BidInvariantsTest is Base {
    BidHandler internal handler;
    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = mint1155(creator, 1_000_000, 500);
        handler = new BidHandler(market, multiple, vsw, creator, bidderKey, id);
        targetContract(address(handler));
    }

    /// A bid never fills beyond its signed quantity; a cancelled bid is marked so for good.
    function invariant_bidNeverFillsBeyondSignedQuantity() public view {
        for (uint256 i = 0; i < handler.bidCount(); ++i) {
            M.Bid memory b = handler.bidAt(i);
            bytes32 bidHash = market.hashBid(b);
            uint256 filled = market.filled(bidHash);
            if (handler.cancelled(bidHash)) assertEq(filled, type(uint256).max);
            else assertLe(filled, b.quantity);
        }
    }

    /// The bidder holds exactly the copies filled; the marketplace holds exactly the accrued fees.
    function invariant_copiesAndFeesAddUp() public view {
        assertEq(multiple.balanceOf(bidder, id), handler.totalFilled());
        assertEq(vsw.balanceOf(address(market)), handler.expectedFees());
    }
}

/// Money math of an accepted bid over prices, fees, royalties and quantities: no token created or lost.
contract BidMoneyFuzzTest is Base {
    function testFuzz_acceptBid_payoutsSumToWhatTheBidderPaid(FuzzTrade memory t) public {
        t = boundTrade(t, 20, 2000);
        ownerSetsFees(t.buyerBps, t.sellerBps);
        uint256 id = mint1155(creator, 20, t.royaltyBps);
        vm.prank(creator);
        multiple.safeTransferFrom(creator, buyer, id, 20, ""); // a secondary sale: the seller is not the creator
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, 20, t.unitPrice);
        vm.prank(owner);
        vsw.mint(bidder, 100_000 ether);

        uint256[3] memory before = [vsw.balanceOf(creator), vsw.balanceOf(buyer), vsw.balanceOf(bidder)];
        M.Split memory split = market.quote(address(multiple), id, uint256(t.unitPrice) * t.take);
        vm.prank(buyer);
        market.acceptBid(b, sig, id, t.take, 0);

        uint256 paid = before[2] - vsw.balanceOf(bidder);
        uint256 royalty = vsw.balanceOf(creator) - before[0];
        uint256 proceeds = vsw.balanceOf(buyer) - before[1];
        uint256 fees = vsw.balanceOf(address(market));
        assertEq(paid, split.price + split.buyerFee, "the bidder pays price plus buyer fee");
        assertEq(royalty + proceeds + fees, paid, "no token created or lost");
        assertEq(royalty, (split.price * t.royaltyBps) / 10_000);
        assertLe(royalty, split.price / 5);
        assertEq(fees, split.buyerFee + split.sellerFee);
        assertLe(split.buyerFee, split.price / 10);
        assertLe(split.sellerFee, split.price / 10);
        assertEq(multiple.balanceOf(bidder, id), t.take);
    }
}
