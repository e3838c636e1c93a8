/**
 * bench:api's search mix: common words, rare phrases, typos (`dragn`, `fozen`), a custom URL. Its search lines
 * and bench:search-statements (each statement's buffers per query) go round these.
 */
export const SEARCHES = ['moon', 'dragn', 'neon city', 'crystal', 'fozen', 'pixel dream', 'user42', 'golden'];
