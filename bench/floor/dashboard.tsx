/**
 * The floor of the dashboard's Lighthouse score (bench/lighthouse.ts): the screen's libraries and
 * what it draws, with nothing of the app. React and Mantine (the shell with its header and menu, a
 * period switch, four figure cards, two tables of ten rows), echarts' core with its SVG renderer and
 * the parts the dashboard's cards use (a line, bars, a pie, a scatter of the stores), as
 * src/components/reports/EChart.tsx draws them. Its figures are in the page: no router, queries,
 * local store, language files or calls to a server. It draws in a transition and is kept by a
 * service worker, as the app is.
 */
import '@mantine/core/styles.css';
import {
  AppShell,
  Card,
  Grid,
  MantineProvider,
  NavLink,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use as installInEcharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';

installInEcharts([
  SVGRenderer,
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
]);
const runtime = { init, dispose, getInstanceByDom };

const MENU = ['Dashboard', 'Today', 'Products', 'Inventory', 'Counts', 'Suppliers', 'Transfers'];
const KPIS = [
  ['Net sales', '€12,480.50'],
  ['Transactions', '412'],
  ['Average ticket', '€30.29'],
  ['Gross margin', '64.2 %'],
];
const HOURS = Array.from({ length: 14 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`);
const money = (i: number) => `€${(((i * 7919) % 9000) / 100 + 5).toFixed(2)}`;
const ROWS = Array.from({ length: 10 }, (_, i) => [`INV-${1040 + i}`, `${HOURS[i]}`, money(i)]);

function Chart({ option, label }: { option: EChartsOption; label: string }) {
  return (
    <div role="img" aria-label={label} dir="ltr">
      <ReactEChartsCore
        echarts={runtime}
        option={{ backgroundColor: 'transparent', tooltip: { confine: true }, ...option }}
        notMerge
        lazyUpdate
        style={{ height: 260, width: '100%' }}
        opts={{ renderer: 'svg' }}
      />
    </div>
  );
}

function ChartCard({ title, option }: { title: string; option: EChartsOption }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Chart option={option} label={title} />
    </Card>
  );
}

function RowsCard({ title }: { title: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row[0]}>
              {row.map((cell) => (
                <Table.Td key={cell}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

const sales = HOURS.map((_, i) => Math.round(400 + 300 * Math.sin(i / 2)));
const bars = (names: string[]): EChartsOption => ({
  grid: { left: 90, right: 16, top: 8, bottom: 24 },
  xAxis: { type: 'value' },
  yAxis: { type: 'category', data: names },
  series: [{ type: 'bar', data: names.map((_, i) => 900 - i * 110) }],
});

function Dashboard() {
  const [period, setPeriod] = useState('today');
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm' }} padding="md">
      <AppShell.Header p="sm">
        <Text fw={700}>Backhouse</Text>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Menu">
        {MENU.map((name, i) => (
          <NavLink key={name} href="#" label={name} active={i === 0} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap="md">
          <Title order={1}>Dashboard</Title>
          <SegmentedControl
            value={period}
            onChange={setPeriod}
            data={['today', 'yesterday', 'week', 'month']}
            aria-label="Period"
          />
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
            {KPIS.map(([label, value]) => (
              <Card key={label} withBorder radius="md" padding="md" data-testid="kpi-value">
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} size="xl">
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <ChartCard
                title="Sales by hour"
                option={{
                  grid: { left: 48, right: 16, top: 8, bottom: 24 },
                  xAxis: { type: 'category', data: HOURS },
                  yAxis: { type: 'value' },
                  series: [{ type: 'line', data: sales, smooth: true }],
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <ChartCard title="From gross to net" option={bars(['Gross', 'Discounts', 'Net'])} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <ChartCard
                title="Payment methods"
                option={{
                  legend: { bottom: 0 },
                  series: [
                    {
                      type: 'pie',
                      radius: ['40%', '70%'],
                      data: [
                        { name: 'Card', value: 8400 },
                        { name: 'Cash', value: 3100 },
                        { name: 'Voucher', value: 980 },
                      ],
                    },
                  ],
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <ChartCard
                title="Top products"
                option={bars(['Flat white', 'Croissant', 'Burger', 'Salad', 'Lemonade'])}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <RowsCard title="Open orders" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <RowsCard title="Latest transactions" />
            </Grid.Col>
            <Grid.Col span={12}>
              <ChartCard
                title="Stores"
                option={{
                  grid: { left: 48, right: 16, top: 8, bottom: 24 },
                  xAxis: { type: 'value' },
                  yAxis: { type: 'value' },
                  series: [
                    {
                      type: 'scatter',
                      data: [
                        [12480, 64],
                        [9800, 58],
                        [15100, 61],
                      ],
                    },
                  ],
                }}
              />
            </Grid.Col>
          </Grid>
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}

// In slices, as the app draws its screens (src/app/App.tsx): the page answers a tap between them.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <MantineProvider>
      <Dashboard />
    </MantineProvider>,
  ),
);
// Kept by its worker, as the app is: a later visit reads every file from the worker's cache.
void navigator.serviceWorker?.register('/sw.js');
