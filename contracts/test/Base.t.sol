// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {AgoraERC721} from "../src/AgoraERC721.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace} from "../src/interfaces/IAgoraMarketplace.sol";
import {VSW} from "../src/tokens/VSW.sol";
import {WBNB} from "../src/tokens/WBNB.sol";

/// @dev The deployment every test starts from: the collections, the marketplace (2.5% buyer and seller fees),
/// VSW and WBNB allowed, and funded accounts.
abstract contract Base is Test {
    uint128 internal constant MINT_FEE = 0.001 ether;
    bytes32 internal constant DIGEST = 0x172c2e2e3ef9b08b89917ed94308a049235b1badff78875021ecdc10210f2d40;

    address internal owner = makeAddr("owner");
    address internal treasury = makeAddr("treasury");
    address internal creator = makeAddr("creator");
    address internal buyer = makeAddr("buyer");
    uint256 internal bidderKey = 0xB1D;
    address internal bidder = vm.addr(bidderKey);

    AgoraERC721 internal single;
    AgoraERC1155 internal multiple;
    AgoraMarketplace internal market;
    VSW internal vsw;
    WBNB internal wbnb;

    function setUp() public virtual {
        single = new AgoraERC721(owner, MINT_FEE);
        multiple = new AgoraERC1155(owner, MINT_FEE);
        vsw = new VSW(owner);
        wbnb = new WBNB();
        market = newMarket();
        for (uint256 i = 0; i < 3; ++i) {
            address account = [creator, buyer, bidder][i];
            vm.deal(account, 1000 ether);
            vm.prank(owner);
            vsw.mint(account, 1_000_000 ether);
            vm.startPrank(account);
            vsw.approve(address(market), type(uint256).max);
            single.setApprovalForAll(address(market), true);
            multiple.setApprovalForAll(address(market), true);
            vm.stopPrank();
        }
    }

    function newMarket() internal returns (AgoraMarketplace) {
        return new AgoraMarketplace(
            owner, treasury, 250, 250, address(single), address(multiple), address(vsw), address(wbnb)
        );
    }

    function mint721(address to, uint16 royaltyBps) internal returns (uint256 id) {
        vm.prank(to);
        id = single.mint{value: MINT_FEE}(DIGEST, royaltyBps);
    }

    function mint1155(address to, uint256 amount, uint16 royaltyBps) internal returns (uint256 id) {
        vm.prank(to);
        id = multiple.mint{value: MINT_FEE}(amount, DIGEST, royaltyBps);
    }

    function list(address seller, address collection, uint256 id, uint256 quantity, address currency, uint256 unit)
        internal
        returns (uint256)
    {
        vm.prank(seller);
        return market.list(collection, id, quantity, currency, unit, 0);
    }

    function bid(address collection, uint256 id, uint256 quantity, uint256 unit)
        internal
        view
        returns (IAgoraMarketplace.Bid memory b, bytes memory signature)
    {
        b = IAgoraMarketplace.Bid({
            bidder: bidder,
            collection: collection,
            tokenId: id,
            quantity: quantity,
            currency: address(vsw),
            unitPrice: unit,
            expiry: block.timestamp + 1 days,
            nonce: market.bidNonce(bidder),
            salt: 7
        });
        signature = sign(b, bidderKey);
    }

    function sign(IAgoraMarketplace.Bid memory b, uint256 key) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, market.hashBid(b));
        return abi.encodePacked(r, s, v);
    }
}
