export { NotificationsMenu } from './NotificationsMenu.tsx';
