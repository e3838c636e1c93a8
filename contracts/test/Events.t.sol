// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Vm} from "forge-std/Vm.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// The logs the indexer rebuilds state from: exact fields, and a sale's token move logged right after its Sale.
contract EventsTest is Base {
    function test_sale_fieldsAndOrder() public {
        uint256 id = mint721(creator, 1000);
        vm.prank(creator);
        single.transferFrom(creator, bidder, id);
        vm.prank(bidder);
        single.setApprovalForAll(address(market), true);
        uint256 listingId = list(bidder, address(single), id, 1, address(0), 1 ether);
        M.Split memory split = M.Split(1 ether, 0.025 ether, 0.025 ether, creator, 0.1 ether);

        vm.expectEmit(address(market));
        emit M.Sale(listingId, buyer, bidder, 1, split);
        vm.expectEmit(address(single));
        emit IERC721.Transfer(bidder, buyer, id);
        vm.recordLogs();
        vm.prank(buyer);
        market.buy{value: 1.025 ether}(listingId, 1, 1.025 ether);
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(logs[0].emitter, address(market), "Sale first");
        assertEq(logs[1].emitter, address(single), "then the token's Transfer");
    }

    function test_listed1155_withExpiry() public {
        uint256 id = mint1155(creator, 4, 0);
        uint256 expiry = block.timestamp + 3 days;
        vm.expectEmit(address(market));
        emit M.Listed(1, creator, address(multiple), id, 3, address(vsw), 2 ether, expiry);
        vm.prank(creator);
        market.list(address(multiple), id, 3, address(vsw), 2 ether, expiry);
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
        market.acceptBid(b, sig, 3, 0);
    }

    function test_cancelAllBids_emitsNewNonce() public {
        vm.expectEmit(address(market));
        emit M.BidNonceIncremented(bidder, 1);
        vm.prank(bidder);
        market.cancelAllBids();
        vm.expectEmit(address(market));
        emit M.BidNonceIncremented(bidder, 2);
        vm.prank(bidder);
        market.cancelAllBids();
    }
}
