import { CREATE_MSG, links, MSG, parseUnits, percentToBps, TIMING_MS } from '@agora/core';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { lifecycleApi } from '../../api/lifecycle';
import { StaticDialog } from '../../components/StaticDialog';
import { toast } from '../toast/toastStore';
import { currencyAddress, type TradeDeps } from '../trade/chain';
import { ensureCollectionApproval, list, mint } from '../trade/contracts';
import { openAuction } from '../trade/orders';
import { StepRow } from '../trade/ui';
import { useSteps } from '../trade/useTrade';
import { auctionTimes, type CreateFormState, draftBody, propertiesRecord } from './createForm';

/**
 * Create's Follow Steps (spec 2 §4): 1 upload the metadata to IPFS (and the draft), 2 mint with the mint
 * fee (token id from the Minted log), 3 the listing when on sale. Done: modal closes after 1 s, /my-items
 * after 1.2 s.
 */
export function CreateSteps({
  form,
  deps,
  onClose,
}: {
  form: CreateFormState;
  deps: TradeDeps;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const steps = useSteps(['upload', 'mint', 'list'] as const);
  const uploaded = useRef<{ digest: `0x${string}`; cid: string } | null>(null);
  const minted = useRef<{ contract: `0x${string}`; tokenId: string } | null>(null);
  const s = steps.state.status;
  const finish = () => {
    toast.success(MSG.toast.tokenAdded);
    setTimeout(onClose, TIMING_MS.mintModalClose);
    setTimeout(() => navigate(links.myItems()), TIMING_MS.mintNavigate);
  };

  const upload = () =>
    steps.run(
      'upload',
      async () => {
        const body = new FormData();
        body.set('file', form.file as File);
        body.set('name', form.name.trim());
        body.set('description', form.description.trim());
        body.set('properties', JSON.stringify(propertiesRecord(form.properties)));
        const meta = await lifecycleApi.uploadMetadata(body);
        await lifecycleApi.draft(draftBody(form, meta.metadataCid, Date.now()));
        uploaded.current = { digest: meta.metadataDigest as `0x${string}`, cid: meta.metadataCid };
      },
      MSG.toast.uploadFailed,
    );

  const runMint = () =>
    steps.run(
      'mint',
      async () => {
        if (!uploaded.current) throw new Error(MSG.toast.uploadFailed);
        minted.current = await mint(deps, {
          type: form.type,
          digest: uploaded.current.digest,
          royaltyBps: Number(percentToBps(form.royalties.trim())),
          quantity: form.type === 1155 ? Number(form.copies) : 1,
        });
        if (!form.putOnSale) finish();
      },
      MSG.toast.mintFailed,
    );

  const runList = () =>
    steps.run(
      'list',
      async () => {
        const item = minted.current;
        if (!item) throw new Error(MSG.toast.mintFailed);
        await ensureCollectionApproval(deps, item.contract);
        if (form.saleType === 'FixedPrice') {
          await list(deps, {
            collection: item.contract,
            tokenId: item.tokenId,
            quantity: form.type === 1155 ? Number(form.copies) : 1,
            currency: currencyAddress(deps.appCfg, form.currency),
            unitPrice: parseUnits(form.price),
          });
        } else if (form.saleType) {
          const token20 = currencyAddress(deps.appCfg, form.currency) ?? deps.appCfg.addresses.wbnb;
          await openAuction(deps, {
            saleType: form.saleType,
            collection: item.contract,
            tokenId: item.tokenId,
            currency: token20,
            minimumBid: form.minimumBid ? parseUnits(form.minimumBid) : 0n,
            ...auctionTimes(form, Date.now()),
          });
        }
        finish();
      },
      MSG.toast.orderNotPlaced,
    );

  const busy = s.upload === 'processing' || s.mint === 'processing' || s.list === 'processing';
  const ready = (k: 'upload' | 'mint' | 'list') => s[k] === 'init' || s[k] === 'tryagain';
  return (
    <StaticDialog open title={CREATE_MSG.followSteps} onClose={busy ? undefined : onClose}>
      <StepRow
        title={CREATE_MSG.steps.upload.title}
        hint={CREATE_MSG.steps.upload.hint}
        status={s.upload}
        enabled={ready('upload')}
        onRun={upload}
      />
      <StepRow
        title={CREATE_MSG.steps.mint.title}
        hint={CREATE_MSG.steps.mint.hint}
        status={s.mint}
        enabled={s.upload === 'done' && ready('mint')}
        labels={{ ...MSG.sale.stepLabels, init: CREATE_MSG.steps.mint.title }}
        onRun={runMint}
      />
      {form.putOnSale && (
        <StepRow
          title={MSG.sale.steps.list}
          hint={MSG.sale.steps.approveHint}
          status={s.list}
          enabled={s.mint === 'done' && ready('list')}
          labels={{ ...MSG.sale.stepLabels, init: MSG.sale.button.start }}
          onRun={runList}
        />
      )}
    </StaticDialog>
  );
}
