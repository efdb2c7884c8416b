import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/dates/styles.css';
import { bootstrap } from './app/bootstrap';

bootstrap(document.getElementById('root')!);
