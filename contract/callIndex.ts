import { adminSyncCalls } from './adminSync';
import { attendanceCalls } from './attendanceCalls';
import { auditCalls } from './audit';
import { authCalls } from './auth';
import type { Call } from './call';
import { categoryCalls, matchByNameCalls, productCalls } from './catalogueCalls';
import { clientConfigCalls } from './clientConfig';
import { countCalls } from './counts';
import { countSheetCalls } from './countSheets';
import { crmCalls } from './crm';
import { dailySyncCalls } from './dailySync';
import { forecastCalls } from './forecast';
import { healthCalls } from './health';
import {
  advancedPaymentCalls,
  aggregateReportCalls,
  invoiceReportCalls,
  stockReportCalls,
} from './frameReportCalls';
import { materialCalls } from './materialCalls';
import { paymentCalls } from './payments';
import { permissionCalls, roleCalls } from './permissions';
import { invoiceCalls } from './invoiceCalls';
import { liveCalls } from './live';
import { locationCalls } from './locations';
import { supplierInvoiceCalls, supplierOrderCalls } from './purchasing';
import { stockCalls } from './stock';
import { workOrderCalls } from './workOrders';
import { orderRequestCalls, transferCalls } from './transfers';
import { userCalls } from './users';
import { verifyCalls } from './verify';
import { recipeCalls } from './recipes';
import { reportEmailCalls } from './reportEmails';
import { restaurantConfigCalls } from './restaurantConfig';
import { salesAnalysisCalls } from './salesAnalysisCalls';
import { settingCalls } from './settingsCalls';
import { syncCalls } from './sync';
import { tableCalls } from './tables';
import { todayCalls } from './today';
import { uploadCalls } from './uploads';
import { webDiscountCalls } from './discountsWeb';

/**
 * Every call declared in the contract, by slice. The server serves each (a test holds it to that)
 * and the app calls them by name; slices move here one by one from paths spelled in place (issue 23).
 */
export const declaredCalls = {
  sync: syncCalls,
  live: liveCalls,
  inventoryCounts: countCalls,
  countSheets: countSheetCalls,
  dailySync: dailySyncCalls,
  attendance: attendanceCalls,
  audit: auditCalls,
  adminSync: adminSyncCalls,
  supplierOrders: supplierOrderCalls,
  supplierInvoices: supplierInvoiceCalls,
  forecast: forecastCalls,
  workOrders: workOrderCalls,
  orderRequests: orderRequestCalls,
  transfers: transferCalls,
  users: userCalls,
  permissions: permissionCalls,
  roles: roleCalls,
  locations: locationCalls,
  tables: tableCalls,
  stock: stockCalls,
  materials: materialCalls,
  recipes: recipeCalls,
  invoices: invoiceCalls,
  products: productCalls,
  categories: categoryCalls,
  payments: paymentCalls,
  crm: crmCalls,
  settings: settingCalls,
  clientConfig: clientConfigCalls,
  uploads: uploadCalls,
  webDiscounts: webDiscountCalls,
  matchByName: matchByNameCalls,
  auth: authCalls,
  salesAnalysis: salesAnalysisCalls,
  invoiceReports: invoiceReportCalls,
  aggregateReports: aggregateReportCalls,
  stockReports: stockReportCalls,
  advancedPayments: advancedPaymentCalls,
  reportEmails: reportEmailCalls,
  restaurantConfig: restaurantConfigCalls,
  health: healthCalls,
  verify: verifyCalls,
  today: todayCalls,
} satisfies Record<string, Record<string, Call>>;
