// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Vm} from "forge-std/Vm.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// The logs the indexer rebuilds state from: exact fields, and a fill's token move logged right after its event.
contract EventsTest is Base {
    function test_orderFilled_fieldsAndOrder() public {
        uint256 id = mint721(creator, 1000);
        vm.prank(creator);
        single.transferFrom(creator, bidder, id);
        (M.Order memory o, bytes memory sig) = list(bidder, address(single), id, 1, address(0), 1 ether);
        M.Split memory split = M.Split(1 ether, 0.025 ether, 0.025 ether, creator, 0.1 ether);

        vm.expectEmit(address(market));
        emit M.OrderFilled(market.hashOrder(o), bidder, buyer, address(single), id, 1, address(0), split);
        vm.expectEmit(address(single));
        emit IERC721.Transfer(bidder, buyer, id);
        vm.recordLogs();
        vm.prank(buyer);
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(logs[0].emitter, address(market), "OrderFilled first");
        assertEq(logs[1].emitter, address(single), "then the token's Transfer");
    }

    function test_orderFilled1155_partial() public {
        uint256 id = mint1155(creator, 4, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(multiple), id, 4, address(vsw), 2 ether);
        M.Split memory split = M.Split(6 ether, 0.15 ether, 0.15 ether, creator, 0);
        vm.expectEmit(address(market));
        emit M.OrderFilled(market.hashOrder(o), creator, buyer, address(multiple), id, 3, address(vsw), split);
        vm.expectEmit(address(multiple));
        emit IERC1155.TransferSingle(address(market), creator, buyer, id, 3);
        vm.prank(buyer);
        market.buy(o, sig, 3, 6.15 ether);
    }

    function test_bidAccepted_fieldsAndOrder() public {
        uint256 id = mint1155(creator, 5, 500);
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, 4, 10 ether);
        M.Split memory split = M.Split(30 ether, 0.75 ether, 0.75 ether, creator, 1.5 ether);
        vm.expectEmit(address(market));
        emit M.BidAccepted(market.hashBid(b), bidder, creator, address(multiple), id, 3, address(vsw), split);
        vm.expectEmit(address(multiple));
        emit IERC1155.TransferSingle(address(market), creator, bidder, id, 3);
        vm.prank(creator);
        market.acceptBid(b, sig, id, 3, 0);
    }

    function test_cancels_emitHashAndSigner() public {
        (M.Order memory o,) = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        vm.expectEmit(address(market));
        emit M.OrderCancelled(market.hashOrder(o), creator);
        vm.prank(creator);
        market.cancelOrder(o);
        (M.Bid memory b,) = bid(address(single), o.tokenId, 1, 1 ether);
        vm.expectEmit(address(market));
        emit M.OrderCancelled(market.hashBid(b), bidder);
        vm.prank(bidder);
        market.cancelBid(b);
    }

    /// The counter a cancel-all moves to: the old one plus a step from the previous block's hash (Signatures).
    function nextCounter(address who, uint256 counter) internal view returns (uint256) {
        return counter + (uint256(keccak256(abi.encode(blockhash(block.number - 1), who, counter))) >> 128) + 1;
    }

    function test_cancelAll_emitsNewCounters() public {
        uint256 first = nextCounter(bidder, 0);
        vm.expectEmit(address(market));
        emit M.BidCounterIncremented(bidder, first);
        vm.prank(bidder);
        market.cancelAllBids();
        uint256 second = nextCounter(bidder, first);
        vm.expectEmit(address(market));
        emit M.BidCounterIncremented(bidder, second);
        vm.prank(bidder);
        market.cancelAllBids();
        uint256 listing = nextCounter(creator, 0);
        vm.expectEmit(address(market));
        emit M.ListingCounterIncremented(creator, listing);
        vm.prank(creator);
        market.cancelAllOrders();
        assertEq(market.bidCounter(bidder), second);
        assertEq(market.listingCounter(creator), listing);
        assertGt(second - first, 1, "not a step of one");
    }
}
