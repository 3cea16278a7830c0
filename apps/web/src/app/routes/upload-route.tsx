/** `/upload`: file shares (features/uploads). */
export { UploadRoute } from '../../features/uploads/components/upload-page';
