export {
  startFakeSimpleFinBridge,
  type FakeBridgeAccount,
  type FakeBridgeTransaction,
  type FakeSimpleFinBridge,
} from '../../packages/server/test/connections-fake-bridge';
