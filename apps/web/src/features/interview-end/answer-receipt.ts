import type { AnswerReceipt } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { httpClient } from '../../shared/api/http-client';

/** GET /answer/{applicationGuid}/receipt: what the server holds of the recorded answers. */
export async function fetchAnswerReceipt(applicationGuid: string): Promise<AnswerReceipt> {
  const { data } = await httpClient.get<AnswerReceipt>(
    `/answer/${encodeURIComponent(applicationGuid)}/receipt`,
  );
  return data;
}

/** How often, and how long, the success page asks again while answers are still being processed. */
export const RECEIPT_POLL_MS = 5_000;
const RECEIPT_POLLS = 120;

/**
 * The receipt of the interview just finished, asked again while any answer is processing (a take can
 * still be refused then). Undefined until known, or when it cannot be read: the page keeps its words.
 */
export function useAnswerReceipt(applicationGuid: string | undefined): AnswerReceipt | undefined {
  const [receipt, setReceipt] = useState<AnswerReceipt | undefined>(undefined);
  useEffect(() => {
    if (!applicationGuid) return;
    let isActive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (polls: number) => {
      const answer = await fetchAnswerReceipt(applicationGuid).catch(() => undefined);
      // An older server (no such route) or an odd answer: the page keeps the spec's words.
      const next = answer && Array.isArray(answer.needsNewAnswer) ? answer : undefined;
      if (!isActive) return;
      if (next) setReceipt(next);
      if (next && next.processing === 0) return;
      if (polls + 1 < RECEIPT_POLLS) timer = setTimeout(() => void ask(polls + 1), RECEIPT_POLL_MS);
    };
    void ask(0);
    return () => {
      isActive = false;
      clearTimeout(timer);
    };
  }, [applicationGuid]);
  return receipt;
}
