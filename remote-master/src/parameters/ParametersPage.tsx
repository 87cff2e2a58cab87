import { parameterContract } from '@console/contracts';
import { ResourceScreen } from '@console/ui';

const columns = ['parameter_id', 'name', 'code', 'data_type'] as const;

/** Spec 2 §2: parameters by name, code and data type (the five Spanish labels), with the list pattern. */
export default function ParametersPage() {
  return <ResourceScreen contract={parameterContract} columns={columns} />;
}
