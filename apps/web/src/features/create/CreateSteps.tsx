import { CREATE_MSG, links, MSG, parseUnits, percentToBps, TIMING_MS } from '@agora/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { lifecycleApi } from '../../api/lifecycle';
import { StaticDialog } from '../../components/StaticDialog';
import { StepRow } from '../../components/StepRow';
import { ensureCollectionApproval, mint } from '../../lib/chain/contracts';
import { listForSale, openAuction } from '../../lib/chain/orders';
import { currencyAddress, errorText, RejectedError, type TradeDeps } from '../../lib/chain/tx';
import { listWithoutMinting } from '../../lib/chain/vouchers';
import { toast } from '../toast/toastStore';
import { useSteps } from '../trade/useTrade';
import { chainNow } from './createChain';
import { type CreateCheck, checkCreate } from './createChecks';
import { auctionTimes, type CreateFormState, draftBody, propertiesRecord } from './createForm';

type Step = 'upload' | 'mint' | 'list' | 'sign';
const DAY_MS = 86_400_000;

/** A Follow Steps row: the step it runs, the step that must be done first, its button's first label. */
interface StepRowSpec {
  step: Step;
  title: string;
  hint: string;
  after?: Step;
  init?: string;
  run: () => void;
}
const MINT_ROW = {
  step: 'mint',
  title: CREATE_MSG.steps.mint.title,
  hint: CREATE_MSG.steps.mint.hint,
  after: 'upload',
  init: CREATE_MSG.steps.mint.title,
} as const;
const SIGN_ROW = {
  step: 'sign',
  title: CREATE_MSG.steps.sign.title,
  hint: CREATE_MSG.steps.sign.hint,
  after: 'upload',
  init: CREATE_MSG.steps.sign.title,
} as const;
const LIST_ROW = {
  step: 'list',
  title: MSG.sale.steps.list,
  hint: MSG.sale.steps.approveHint,
  after: 'mint',
  init: MSG.sale.button.start,
} as const;

/** Why a step failed, in words: the wallet's refusal, the server's field message, the node's short text. */
function reasonOf(err: unknown, fallback: string): string {
  if (err instanceof RejectedError) return CREATE_MSG.walletRefused;
  if (err instanceof ApiError) return Object.values(err.fields)[0] ?? err.message;
  return errorText(err, fallback);
}

/**
 * Create's Follow Steps (spec 2 §4): 1 upload the metadata to IPFS (and the draft), 2 mint with the mint
 * fee (token id from the Minted log), 3 the listing when on sale; List without minting (issue 30) signs a
 * voucher instead of 2 and 3 (no transaction) and shows the item's page. Done: modal closes after 1 s, /my-items
 * after 1.2 s. The checks that can fail (createChecks) run again before the upload and before the mint — the
 * chain's clock moves while the modal is open — and a refusal goes back to the form (`onRefused`) before
 * anything is uploaded or paid. A failed step says why; Try Again resumes at that step, so a failed listing
 * never mints again.
 */
export function CreateSteps({
  form,
  deps,
  onClose,
  onRefused,
}: {
  form: CreateFormState;
  deps: TradeDeps;
  onClose: () => void;
  onRefused: (check: CreateCheck & { ok: false }) => void;
}) {
  const navigate = useNavigate();
  const steps = useSteps<Step>(form.lazy ? ['upload', 'sign'] : ['upload', 'mint', 'list']);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const uploaded = useRef<{ digest: `0x${string}`; cid: string } | null>(null);
  const minted = useRef<{ contract: `0x${string}`; tokenId: string } | null>(null);
  const s = steps.state.status;
  const finish = () => {
    toast.success(MSG.toast.tokenAdded);
    setTimeout(onClose, TIMING_MS.mintModalClose);
    setTimeout(() => navigate(links.myItems()), TIMING_MS.mintNavigate);
  };

  /** The checks, then the step; the chain's clock at the check goes to the step. */
  const checkedRun = async (step: Step, work: (now: number) => Promise<void>, fail: string) => {
    setChecking(true);
    const check = await checkCreate(form, deps);
    setChecking(false);
    if (!check.ok) return onRefused(check);
    await attempt(
      step,
      () => work(check.now),
      fail,
      (err) => reasonOf(err, fail),
    );
  };

  const attempt = (step: Step, work: () => Promise<void>, fail: string, explain: (err: unknown) => string) =>
    steps.run(
      step,
      async () => {
        setProblem(null);
        try {
          await work();
        } catch (err) {
          setProblem(explain(err));
          throw err;
        }
      },
      fail,
    );

  const upload = () =>
    checkedRun(
      'upload',
      async (now) => {
        const body = new FormData();
        body.set('file', form.file as File);
        // Video and audio: the picture wallets and cards show (the metadata's `image`).
        if (form.poster) body.set('poster', form.poster);
        body.set('name', form.name.trim());
        body.set('description', form.description.trim());
        body.set('properties', JSON.stringify(propertiesRecord(form.properties)));
        const meta = await lifecycleApi.uploadMetadata(body);
        await lifecycleApi.draft(draftBody(form, meta.metadataCid, now));
        uploaded.current = { digest: meta.metadataDigest as `0x${string}`, cid: meta.metadataCid };
      },
      MSG.toast.uploadFailed,
    );

  const runMint = () =>
    checkedRun(
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

  // List without minting (issue 30): one signed voucher, no transaction; the item page shows it at once.
  const runSign = () =>
    checkedRun(
      'sign',
      async (now) => {
        if (!uploaded.current) throw new Error(MSG.toast.uploadFailed);
        const item = await listWithoutMinting(deps, {
          type: form.type,
          digest: uploaded.current.digest,
          royaltyBps: Number(percentToBps(form.royalties.trim())),
          supply: form.type === 1155 ? Number(form.copies) : 1,
          unitPrice: parseUnits(form.price),
          endsAt: form.saleDays ? now + Number(form.saleDays) * DAY_MS : null,
        });
        toast.success(MSG.vouchers.listed);
        setTimeout(onClose, TIMING_MS.mintModalClose);
        setTimeout(
          () => navigate(links.info(deps.account, item.contract, item.tokenId)),
          TIMING_MS.mintNavigate,
        );
      },
      MSG.toast.orderNotPlaced,
    );

  const runList = () =>
    attempt(
      'list',
      async () => {
        const item = minted.current;
        if (!item) throw new Error(MSG.toast.mintFailed);
        await ensureCollectionApproval(deps, item.contract);
        if (form.saleType === 'FixedPrice') {
          await listForSale(deps, {
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
            ...auctionTimes(form, await chainNow(deps)),
          });
        }
        finish();
      },
      MSG.toast.orderNotPlaced,
      (err) => CREATE_MSG.mintedNotListed(reasonOf(err, MSG.toast.orderNotPlaced)),
    );

  const busy = checking || Object.values(s).includes('processing');
  const ready = (k: Step) => !busy && (s[k] === 'init' || s[k] === 'tryagain');
  const item = minted.current;
  // Each step starts once the one before it is done; the listing is there only when the item goes on sale.
  const rows: StepRowSpec[] = [
    { step: 'upload', title: CREATE_MSG.steps.upload.title, hint: CREATE_MSG.steps.upload.hint, run: upload },
    ...(form.lazy
      ? [{ ...SIGN_ROW, run: runSign }]
      : [{ ...MINT_ROW, run: runMint }, ...(form.putOnSale ? [{ ...LIST_ROW, run: runList }] : [])]),
  ];
  return (
    <StaticDialog open title={CREATE_MSG.followSteps} onClose={busy ? undefined : onClose}>
      {rows.map((r) => (
        <StepRow
          key={r.step}
          title={r.title}
          hint={r.hint}
          status={s[r.step]}
          enabled={(!r.after || s[r.after] === 'done') && ready(r.step)}
          labels={r.init ? { ...MSG.sale.stepLabels, init: r.init } : undefined}
          onRun={r.run}
        />
      ))}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-rose-700">
          {problem}{' '}
          {s.list === 'tryagain' && item && (
            <Link className="underline" to={links.info(deps.account, item.contract, item.tokenId)}>
              {CREATE_MSG.openItem}
            </Link>
          )}
        </p>
      )}
    </StaticDialog>
  );
}
