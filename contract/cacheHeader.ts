/**
 * The header the service worker adds to an API read it answers from its cache because the network
 * did not: when the server sent that reply. Screens show such figures "as of" that time. In a file of
 * its own, so the service worker's bundle takes nothing else of the contract.
 */
export const FROM_CACHE_HEADER = 'x-backhouse-cached-at';
