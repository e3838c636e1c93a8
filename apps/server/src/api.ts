/**
 * The one seam to the shared API schemas (packages/core/src/api). TRANSITIONAL: @agora/core's index.ts had not
 * landed when the server was started; once it re-exports ./api this becomes `export * from '@agora/core'`.
 */
export * from '../../../packages/core/src/api';
