import type { TAdminRealtimeServerMessage } from '@gemilang/contract';
import { act } from '@testing-library/react';

/** The back office's live channel, driven by the test: what the server would push. */
export class FakeSocket {
  static last: FakeSocket | null = null;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  push(message: TAdminRealtimeServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}
