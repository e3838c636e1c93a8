// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {VSW} from "../src/tokens/VSW.sol";
import {Base, KeySigner} from "./Base.t.sol";

/// @dev A holder and creator whose acceptance of the native coin its handler switches on and off; signs its
/// orders through ERC-1271.
contract MoodyPayee is ERC1155Holder, KeySigner {
    bool public open;

    function setOpen(bool open_) external {
        open = open_;
    }

    function call(address target, bytes calldata data) external payable returns (bytes memory) {
        (bool ok, bytes memory out) = target.call{value: msg.value}(data);
        if (!ok) {
            assembly {
                revert(add(out, 32), mload(out))
            }
        }
        return out;
    }

    receive() external payable {
        require(open, "closed");
    }
}

/// @dev Random sales in the native coin and VSW between payees that may refuse the native coin, withdrawals of
/// deferred payments and of fees, fee changes; keeps its own account of the fees the marketplace must hold.
contract PaymentsHandler is Test {
    AgoraMarketplace internal market;
    AgoraERC1155 internal multiple;
    VSW internal vsw;
    address internal owner;
    address internal buyer;
    MoodyPayee[2] public payees; // payee 0 creates (royalty receiver), payee 1 sells
    uint256 internal id;
    uint256 internal constant SELLER_KEY = 0x5E11E2;
    uint256 internal salt;
    uint256 public nativeFees;
    uint256 public tokenFees;

    constructor(AgoraMarketplace market_, AgoraERC1155 multiple_, VSW vsw_, address owner_, address buyer_) {
        (market, multiple, vsw, owner, buyer) = (market_, multiple_, vsw_, owner_, buyer_);
        payees = [new MoodyPayee(), new MoodyPayee()];
        vm.deal(address(this), 1 ether);
        bytes memory minted = payees[0].call{value: 0.001 ether}(
            address(multiple), abi.encodeCall(AgoraERC1155.mint, (1_000_000, bytes32(0), 1500))
        );
        id = abi.decode(minted, (uint256));
        payees[0].call(
            address(multiple),
            abi.encodeWithSignature(
                "safeTransferFrom(address,address,uint256,uint256,bytes)",
                address(payees[0]), address(payees[1]), id, 1_000_000, ""
            )
        );
        payees[1].call(address(multiple), abi.encodeWithSignature("setApprovalForAll(address,bool)", market, true));
        payees[1].setSigner(vm.addr(SELLER_KEY));
    }

    function sell(uint256 quantity, uint256 unitPrice, bool inVsw) external {
        quantity = bound(quantity, 1, 5);
        unitPrice = bound(unitPrice, 1, 10 ether);
        address currency = inVsw ? address(vsw) : address(0);
        M.Order memory o = M.Order({
            seller: address(payees[1]),
            collection: address(multiple),
            tokenId: id,
            quantity: quantity,
            currency: currency,
            unitPrice: unitPrice,
            endUnitPrice: 0,
            saleType: M.SaleType.FixedPrice,
            startTime: 0,
            endTime: 0,
            maxFeeBps: 1000,
            maxRoyaltyBps: 2000,
            nonce: multiple.listingNonce(address(payees[1]), id),
            counter: 0,
            salt: ++salt
        });
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(SELLER_KEY, market.hashOrder(o));
        bytes memory sig = abi.encodePacked(r, s, v);
        M.Split memory split = market.quote(address(multiple), id, unitPrice * quantity);
        uint256 due = split.price + split.buyerFee;
        if (inVsw) {
            vm.prank(owner);
            vsw.mint(buyer, due);
            vm.prank(buyer);
            market.buy(o, sig, quantity, due);
            tokenFees += split.buyerFee + split.sellerFee;
        } else {
            vm.deal(buyer, due);
            vm.prank(buyer);
            market.buy{value: due}(o, sig, quantity, due);
            nativeFees += split.buyerFee + split.sellerFee;
        }
    }

    function setMood(uint256 which, bool open) external {
        payees[which % 2].setOpen(open);
    }

    function withdrawPayments(uint256 which) external {
        MoodyPayee payee = payees[which % 2];
        if (!payee.open() || market.pendingPayments(address(payee)) == 0) return;
        payee.call(address(market), abi.encodeCall(market.withdrawPayments, ()));
    }

    function withdrawFees(bool inVsw) external {
        if (inVsw) {
            if (tokenFees == 0) return;
            market.withdrawFees(address(vsw));
            tokenFees = 0;
        } else {
            if (nativeFees == 0) return;
            market.withdrawFees(address(0));
            nativeFees = 0;
        }
    }

    function setFees(uint16 buyerBps, uint16 sellerBps) external {
        vm.prank(owner);
        market.setFees(uint16(bound(buyerBps, 0, 1000)), uint16(bound(sellerBps, 0, 1000)));
    }
}

contract PaymentsInvariantsTest is Base {
    PaymentsHandler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new PaymentsHandler(market, multiple, vsw, owner, buyer);
        targetContract(address(handler));
    }

    /// The marketplace holds exactly the unwithdrawn fees plus the deferred payments, which add up per payee.
    function invariant_holdsOnlyFeesAndPendingPayments() public view {
        uint256 pending = market.pendingPayments(address(handler.payees(0)))
            + market.pendingPayments(address(handler.payees(1)));
        assertEq(market.pendingPaymentsTotal(), pending);
        assertEq(address(market).balance, handler.nativeFees() + pending);
        assertEq(vsw.balanceOf(address(market)), handler.tokenFees());
    }
}
