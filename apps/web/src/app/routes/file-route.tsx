/** `/file/:slug`: a file share (features/files). */
export { FileShareRoute as FileRoute } from '../../features/files/components/file-share-page';
