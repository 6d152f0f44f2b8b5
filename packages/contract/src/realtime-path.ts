/** The member's live channel: a WebSocket at this address on the brand's host (see realtime.ts). */
export const realtimePath = '/wps/ws';
