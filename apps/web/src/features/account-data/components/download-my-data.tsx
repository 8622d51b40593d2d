import { accountTexts } from '@volunteering/shared/texts/account';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useDownloadMyData } from '../api/download-my-data.ts';

/** "Download my data" on the profile: the account and everything it did, as one JSON file. */
export function DownloadMyData() {
  const t = useTexts(accountTexts);
  const download = useDownloadMyData();
  return (
    <>
      <p className="text-base-content/80">{t.yourDataIntro}</p>
      <button type="button" className="btn btn-outline mt-4" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? <Spinner /> : <StrokeIcon className="size-5" d="M12 3v12m0 0-4-4m4 4 4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />}
        {download.isPending ? t.preparingData : t.downloadMyData}
      </button>
      {download.error && (
        <p role="alert" className="mt-3 text-error">
          {t.downloadDataFailed} <Message text={download.error} />
        </p>
      )}
    </>
  );
}
