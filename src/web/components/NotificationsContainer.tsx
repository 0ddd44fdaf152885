import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Loaded by NotificationsHost on the first notification. */
export default Notifications;
