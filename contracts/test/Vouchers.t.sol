// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {AgoraERC721} from "../src/AgoraERC721.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {IVouchers} from "../src/interfaces/IVouchers.sol";
import {Minting} from "../src/Minting.sol";
import {FuzzTrade, SellerWallet} from "./Base.t.sol";
import {VoucherBase} from "./VoucherBase.sol";

/// @dev A buyer whose onERC1155Received tries to buy more of the same voucher inside its first purchase.
contract ReentrantVoucherBuyer is ERC1155Holder {
    AgoraMarketplace internal _market;
    IVouchers.Voucher internal _v;
    bytes internal _sig;

    function buy(AgoraMarketplace market, IVouchers.Voucher calldata v, bytes calldata sig, uint256 total)
        external
        payable
    {
        (_market, _v, _sig) = (market, v, sig);
        market.buyVoucher{value: total}(v, sig, 1, total);
    }

    function onERC1155Received(address, address, uint256, uint256, bytes memory) public override returns (bytes4) {
        _market.buyVoucher{value: address(this).balance}(_v, _sig, 1, address(this).balance);
        return this.onERC1155Received.selector;
    }

    receive() external payable {}
}

/// @dev A creator that is a contract wallet (ERC-1271) and refuses the native coin.
contract RefusingCreator is SellerWallet {
    receive() external payable {
        revert("no thanks");
    }
}

/// @dev Lazy minting (issue 30): vouchers signed by a creator, minted and paid by their first buyer. A voucher's
/// token id is its metadata digest (VoucherIds.t.sol tests the id rule itself).
contract VouchersTest is VoucherBase {
    /// @dev The id a voucher of DIGEST mints.
    uint256 private constant VID = uint256(DIGEST);

    // ----- the first sale of a 721 -----

    function test_buy721_mintsToBuyerWithCreatorAsMinterAndPaysFromThePrice() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 500);
        bytes memory sig = signVoucher(v);
        assertEq(market.voucherRemaining(v), 1);
        uint256 creatorBefore = creator.balance;
        uint256 buyerBefore = buyer.balance;

        M.Split memory split = M.Split(1 ether, 0.025 ether, 0.025 ether, creator, 0.05 ether);
        vm.expectEmit(address(single));
        emit IERC721.Transfer(address(0), buyer, VID);
        vm.expectEmit(address(single));
        emit AgoraERC721.Minted(VID, creator, DIGEST, 500);
        vm.expectEmit(address(market));
        emit IVouchers.VoucherFilled(
            market.hashVoucher(v), creator, buyer, address(single), VID, 1, split, MINT_FEE
        );
        buyVoucherAs(buyer, v, sig, 1);

        assertEq(single.ownerOf(VID), buyer);
        assertEq(single.creatorOf(VID), creator);
        assertEq(single.balanceOf(creator), 0);
        (address receiver, uint256 royalty) = single.royaltyInfo(VID, 1 ether);
        assertEq(receiver, creator);
        assertEq(royalty, 0.05 ether);
        assertEq(single.tokenURI(VID), "ipfs://bafkreiaxfqxc4pxzwcfytel63fbqricjennrxlp7pcdvaipm3qiccdznia");
        // The creator's first token: their creator id is the one sequential id the voucher took.
        assertEq(single.totalMinted(), 1);
        assertEq(buyerBefore - buyer.balance, 1.025 ether);
        // The creator receives the price less the seller fee and the mint fee; the royalty is theirs.
        assertEq(creator.balance - creatorBefore, 1 ether - 0.025 ether - MINT_FEE);
        assertEq(address(market).balance, 0.05 ether + MINT_FEE);
        assertEq(address(single).balance, 0);
        assertEq(market.voucherRemaining(v), 0);
    }

    function test_buy721_replayRevertsAlreadyMinted() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 0);
        bytes memory sig = signVoucher(v);
        buyVoucherAs(buyer, v, sig, 1);
        expectBuyReverts(v, sig, abi.encodeWithSelector(Minting.AlreadyMinted.selector, DIGEST));
        assertEq(single.balanceOf(buyer), 1);
    }

    function test_sameDigestInTwoVouchers_mintsOnce() public {
        IVouchers.Voucher memory a = voucher(address(single), DIGEST, 1, 1 ether, 0);
        IVouchers.Voucher memory b = voucher(address(single), DIGEST, 1, 2 ether, 0);
        buyVoucherAs(buyer, a, signVoucher(a), 1);
        assertEq(market.voucherRemaining(b), 0);
        expectBuyReverts(b, signVoucher(b), abi.encodeWithSelector(Minting.AlreadyMinted.selector, DIGEST));
        assertEq(single.ownerOf(VID), buyer);
        assertEq(single.balanceOf(buyer), 1);
    }

    function test_sameDigestInTwo1155Vouchers_mintsOnce() public {
        IVouchers.Voucher memory a = voucher(address(multiple), DIGEST, 5, 0.1 ether, 0);
        IVouchers.Voucher memory b = voucher(address(multiple), DIGEST, 3, 0.2 ether, 0);
        buyVoucherAs(buyer, a, signVoucher(a), 2);
        assertEq(market.voucherRemaining(b), 0);
        expectBuyReverts(b, signVoucher(b), abi.encodeWithSelector(Minting.AlreadyMinted.selector, DIGEST));
        // The first voucher's later purchases still mint more of its id.
        buyVoucherAs(buyer, a, signVoucher(a), 3);
        assertEq(multiple.balanceOf(buyer, VID), 5);
        assertEq(market.voucherRemaining(a), 0);
        assertEq(market.voucherRemaining(b), 0);
    }

    /// A mint now checks nothing of the metadata (an ordinary mint costs what it did before issue 30): a mint now
    /// and a voucher of the same metadata both mint, in either order, as two tokens (sequential id, digest id) of
    /// the same URI; the server refuses such a voucher (docs/contracts.md). Two mints now of it also both mint.
    function test_mintNowAndAVoucherOfTheSameDigest_coexist() public {
        vm.prank(creator);
        uint256 now1 = single.mint{value: MINT_FEE}(DIGEST, 0);
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 0);
        assertEq(market.voucherRemaining(v), 1);
        buyVoucherAs(buyer, v, signVoucher(v), 1);
        vm.prank(creator);
        uint256 now2 = single.mint{value: MINT_FEE}(DIGEST, 0);
        assertEq(now1, 1);
        assertEq(now2, 2);
        assertEq(single.ownerOf(now1), creator);
        assertEq(single.ownerOf(now2), creator);
        assertEq(single.ownerOf(VID), buyer);
        assertEq(single.tokenURI(VID), single.tokenURI(now1));
        assertEq(single.tokenURI(VID), single.tokenURI(now2));
        assertEq(single.creatorOf(VID), creator);
        assertEq(single.totalMinted(), 2);
    }

    function test_mintNowTwice_andA1155VoucherAfterAMintNow_allMint() public {
        vm.prank(creator);
        uint256 now1 = multiple.mint{value: MINT_FEE}(3, DIGEST, 0);
        vm.prank(buyer);
        uint256 now2 = multiple.mint{value: MINT_FEE}(3, DIGEST, 0);
        IVouchers.Voucher memory v = voucher(address(multiple), DIGEST, 5, 0.1 ether, 0);
        assertEq(market.voucherRemaining(v), 5);
        buyVoucherAs(buyer, v, signVoucher(v), 1);
        assertEq(multiple.totalMinted(), 2);
        assertEq(multiple.balanceOf(creator, now1), 3);
        assertEq(multiple.balanceOf(buyer, now2), 3);
        assertEq(multiple.balanceOf(buyer, VID), 1);
        assertEq(multiple.uri(VID), multiple.uri(now1));
        assertEq(market.voucherRemaining(v), 4);
    }

    // ----- 1155: the supply over several purchases -----

    function test_buy1155_fillsTheSupplyOverPurchasesOfOneId() public {
        IVouchers.Voucher memory v = voucher(address(multiple), DIGEST, 5, 0.1 ether, 1000);
        bytes memory sig = signVoucher(v);
        buyVoucherAs(buyer, v, sig, 2);
        assertEq(multiple.balanceOf(buyer, VID), 2);
        assertEq(multiple.creatorOf(VID), creator);
        assertEq(multiple.balanceOf(creator, VID), 0);
        assertEq(multiple.uri(VID), "ipfs://bafkreiaxfqxc4pxzwcfytel63fbqricjennrxlp7pcdvaipm3qiccdznia");
        assertEq(market.voucherRemaining(v), 3);
        assertEq(market.filled(market.hashVoucher(v)), 2);
        uint256 creatorBefore = creator.balance;

        // A later purchase mints more of the same id, without a mint fee.
        vm.expectEmit(address(market));
        emit IVouchers.VoucherFilled(
            market.hashVoucher(v),
            creator,
            bidder,
            address(multiple),
            VID,
            3,
            M.Split(0.3 ether, 0.0075 ether, 0.0075 ether, creator, 0.03 ether),
            0
        );
        buyVoucherAs(bidder, v, sig, 3);
        assertEq(multiple.balanceOf(bidder, VID), 3);
        assertEq(multiple.totalMinted(), 0);
        assertEq(creator.balance - creatorBefore, 0.3 ether - 0.0075 ether);
        assertEq(market.voucherRemaining(v), 0);
        expectBuyReverts(v, sig, notActive(v));
    }

    function test_buy1155_overFillRevertsBadQuantity() public {
        IVouchers.Voucher memory v = voucher(address(multiple), DIGEST, 3, 0.1 ether, 0);
        bytes memory sig = signVoucher(v);
        buyVoucherAs(buyer, v, sig, 2);
        uint256 total = due(v, 2);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        market.buyVoucher{value: total}(v, sig, 2, total);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 0, 1));
        market.buyVoucher(v, sig, 0, 0);
    }

    /// @dev However the supply is split into purchases, the buyers together never get more than the supply, all
    /// of one id, and the collection mints one id.
    function testFuzz_buy1155_neverMoreThanTheSupply(uint8 supply, uint8[4] memory takes) public {
        supply = uint8(bound(supply, 1, 20));
        IVouchers.Voucher memory v = voucher(address(multiple), DIGEST, supply, 0.01 ether, 250);
        bytes memory sig = signVoucher(v);
        uint256 sold;
        for (uint256 i = 0; i < takes.length; ++i) {
            uint256 take = bound(takes[i], 1, 20);
            uint256 total = due(v, take);
            vm.prank(buyer);
            if (sold + take > supply) vm.expectRevert();
            market.buyVoucher{value: total}(v, sig, take, total);
            if (sold + take <= supply) sold += take;
        }
        assertEq(multiple.balanceOf(buyer, VID), sold);
        assertEq(market.voucherRemaining(v), supply - sold);
        assertEq(market.filled(market.hashVoucher(v)), sold);
        assertEq(multiple.creatorOf(VID), sold == 0 ? address(0) : creator);
    }

    // ----- bounds -----

    function test_priceAboveTheBuyersBoundReverts() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 0);
        bytes memory sig = signVoucher(v);
        uint256 quoted = due(v, 1);
        ownerSetsFees(500, 250); // the buyer fee rises after the quote
        uint256 total = due(v, 1);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, total, quoted));
        market.buyVoucher{value: total}(v, sig, 1, quoted);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, quoted, total));
        market.buyVoucher{value: quoted}(v, sig, 1, total);
    }

    function test_sellerFeeAndMintFeeAboveSignedRevert() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 0);
        v.maxFeeBps = 250;
        bytes memory sig = signVoucher(v);
        ownerSetsFees(250, 300);
        expectBuyReverts(v, sig, abi.encodeWithSelector(M.FeeAboveSigned.selector, 300, 250));
        assertEq(market.voucherRemaining(v), 0);
        ownerSetsFees(250, 250);
        vm.prank(owner);
        single.setMintFee(MINT_FEE + 1);
        expectBuyReverts(v, sig, abi.encodeWithSelector(IVouchers.MintFeeAboveSigned.selector, MINT_FEE + 1, MINT_FEE));
    }

    function test_priceBelowTheMintFeeReverts() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, MINT_FEE, 0);
        bytes memory sig = signVoucher(v);
        uint256 net = MINT_FEE - (MINT_FEE * 250) / 10_000;
        expectBuyReverts(v, sig, abi.encodeWithSelector(IVouchers.PriceBelowMintFee.selector, net, MINT_FEE));
    }

    // ----- cancels, counter, times -----

    function test_cancelVoucher_onlyTheCreator_thenNeverFills() public {
        IVouchers.Voucher memory v = voucher(address(multiple), DIGEST, 5, 0.1 ether, 0);
        bytes memory sig = signVoucher(v);
        buyVoucherAs(buyer, v, sig, 1);
        vm.prank(buyer);
        vm.expectRevert(M.NotSigner.selector);
        market.cancelVoucher(v);
        vm.expectEmit(address(market));
        emit M.OrderCancelled(market.hashVoucher(v), creator);
        vm.prank(creator);
        market.cancelVoucher(v);
        assertEq(market.voucherRemaining(v), 0);
        expectBuyReverts(v, sig, notActive(v));
        assertEq(multiple.balanceOf(buyer, VID), 1);
    }

    function test_cancelAllOrders_voidsVouchers() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 0);
        bytes memory sig = signVoucher(v);
        vm.prank(creator);
        market.cancelAllOrders();
        assertEq(market.voucherRemaining(v), 0);
        expectBuyReverts(v, sig, notActive(v));
    }

    function test_saleWindow() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 0);
        v.startTime = block.timestamp + 1 hours;
        v.endTime = block.timestamp + 2 hours;
        bytes memory sig = signVoucher(v);
        expectBuyReverts(v, sig, notActive(v));
        vm.warp(block.timestamp + 2 hours + 1);
        assertEq(market.voucherRemaining(v), 0);
        expectBuyReverts(v, sig, notActive(v));
        vm.warp(block.timestamp - 1);
        buyVoucherAs(buyer, v, sig, 1);
        assertEq(single.ownerOf(VID), buyer);
    }

    // ----- terms and signatures -----

    function test_invalidTermsAndSignaturesRevert() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 2, 1 ether, 0);
        expectBuyReverts(v, signVoucher(v), abi.encodeWithSelector(IVouchers.InvalidVoucher.selector, market.hashVoucher(v)));
        v = voucher(address(multiple), DIGEST, 2, 1 ether, 2001);
        expectBuyReverts(v, signVoucher(v), abi.encodeWithSelector(IVouchers.InvalidVoucher.selector, market.hashVoucher(v)));
        v = voucher(address(single), DIGEST, 1, 1 ether, 0);
        v.currency = address(vsw);
        expectBuyReverts(v, signVoucher(v), abi.encodeWithSelector(M.CurrencyNotAllowed.selector, address(vsw)));
        v = voucher(address(vsw), DIGEST, 1, 1 ether, 0);
        expectBuyReverts(v, signVoucher(v), abi.encodeWithSelector(M.UnsupportedCollection.selector, address(vsw)));
        v = voucher(address(single), DIGEST, 1, 0, 0);
        expectBuyReverts(v, signVoucher(v), abi.encodeWithSelector(M.ZeroPrice.selector));
        v = voucher(address(single), DIGEST, 1, 1 ether, 0);
        bytes memory wrong = signDigest(market.hashVoucher(v), keyOf[buyer]);
        expectBuyReverts(v, wrong, abi.encodeWithSelector(M.BadSignature.selector));
        vm.prank(owner);
        market.setPaused(true);
        expectBuyReverts(v, signVoucher(v), abi.encodeWithSelector(M.Paused.selector));
    }

    function test_onlyTheMinterMintsFor_andOnlyTheOwnerSetsIt() public {
        vm.expectRevert(abi.encodeWithSelector(Minting.NotMinter.selector, address(this)));
        single.mintFor(creator, buyer, DIGEST, 0);
        vm.expectRevert(abi.encodeWithSelector(Minting.NotMinter.selector, address(this)));
        multiple.mintFor(creator, buyer, 1, DIGEST, 0);
        vm.expectRevert(abi.encodeWithSelector(Minting.NotMinter.selector, address(this)));
        multiple.mintMore(buyer, VID, 1);
        expectNotOwner(creator);
        single.setMinter(creator);
        vm.expectEmit(address(multiple));
        emit Minting.MinterChanged(address(0));
        vm.prank(owner);
        multiple.setMinter(address(0));
        IVouchers.Voucher memory v = voucher(address(multiple), DIGEST, 1, 1 ether, 0);
        expectBuyReverts(v, signVoucher(v), abi.encodeWithSelector(Minting.NotMinter.selector, address(market)));
    }

    function test_reentryFromTheBuyersReceiveHookReverts() public {
        IVouchers.Voucher memory v = voucher(address(multiple), DIGEST, 5, 0.1 ether, 0);
        bytes memory sig = signVoucher(v);
        ReentrantVoucherBuyer attacker = new ReentrantVoucherBuyer();
        uint256 total = due(v, 1);
        vm.deal(address(attacker), 2 * total);
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        attacker.buy{value: total}(market, v, sig, total);
        assertEq(market.voucherRemaining(v), 5);
    }

    function test_contractWalletCreator_signsByERC1271_refusedProceedsWaitForIt() public {
        RefusingCreator wallet = new RefusingCreator();
        keyFor(wallet, "creator wallet");
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 500);
        v.creator = address(wallet);
        buyVoucherAs(buyer, v, signVoucher(v), 1);
        assertEq(single.ownerOf(VID), buyer);
        assertEq(single.creatorOf(VID), address(wallet));
        assertEq(market.pendingPayments(address(wallet)), 1 ether - 0.025 ether - MINT_FEE);
    }

    // ----- money -----

    /// @dev Whatever the price, copies, fees and royalty: the buyer pays price + buyer fee, the creator gets the
    /// price less the seller fee and the mint fee (the royalty is theirs), the marketplace keeps the rest, and a
    /// resale pays the creator the royalty.
    function testFuzz_splits(FuzzTrade memory t) public {
        t = boundTrade(t, 10, 2000);
        t.unitPrice = uint96(bound(t.unitPrice, MINT_FEE * 2, 50 ether)); // ten copies stay within the buyer's 1000
        ownerSetsFees(t.buyerBps, t.sellerBps);
        IVouchers.Voucher memory v = voucher(address(multiple), DIGEST, 10, t.unitPrice, t.royaltyBps);
        uint256 price = uint256(t.unitPrice) * t.take;
        uint256 buyerFee = (price * t.buyerBps) / 10_000;
        uint256 sellerFee = (price * t.sellerBps) / 10_000;
        uint256 creatorBefore = creator.balance;
        uint256 buyerBefore = buyer.balance;
        buyVoucherAs(buyer, v, signVoucher(v), t.take);
        assertEq(buyerBefore - buyer.balance, price + buyerFee);
        assertEq(creator.balance - creatorBefore, price - sellerFee - MINT_FEE);
        assertEq(address(market).balance, buyerFee + sellerFee + MINT_FEE);
        (address receiver, uint256 royalty) = multiple.royaltyInfo(VID, price);
        assertEq(receiver, creator);
        assertEq(royalty, (price * t.royaltyBps) / 10_000);
    }

    function test_resaleOfALazyMint_paysTheCreatorTheRoyalty() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 1000);
        buyVoucherAs(buyer, v, signVoucher(v), 1);
        (M.Order memory o, bytes memory sig) = list(buyer, address(single), VID, 1, address(0), 2 ether);
        uint256 creatorBefore = creator.balance;
        buyAs(bidder, o, sig, 1);
        assertEq(single.ownerOf(VID), bidder);
        assertEq(creator.balance - creatorBefore, 0.2 ether);
    }
}
