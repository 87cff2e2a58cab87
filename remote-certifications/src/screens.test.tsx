import {
  certificationContract,
  certificationExamContract,
  certificationResourceContract,
  certificationTopicContract,
  questionContract,
} from '@console/contracts';
import { describeResourceScreen, ok } from '@console/ui/testing';
import App from './App';

// What each of the container's five screens does as a screen of the resource machine; their own test files
// cover what is particular to them (the tabs, topics, answers, the exam build).
const topics = { 'GET certification_topic': ok([{ c_t_id: 1, name: 'Webhooks', classification: '' }], { hasNextPage: false }) };
const screens = [
  [certificationContract, '/master/certifications'],
  [certificationExamContract, '/master/certification-exams'],
  [certificationTopicContract, '/master/certification-topics'],
  [questionContract, '/master/certification-questions'],
  [certificationResourceContract, '/master/certification-resources'],
] as const;

for (const [contract, route] of screens) {
  describeResourceScreen({
    contract,
    route,
    mountedAt: '/master/*',
    render: () => <App />,
    // Every topic loads on entry; the topics screen's own list answers its page.
    api: contract === certificationTopicContract ? {} : topics,
  });
}
