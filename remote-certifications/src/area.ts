/** The certifications remote's screens (spec 2 §2): the container's five tabs, published as area.json for the host. */
import {
  certificationContract,
  certificationExamContract,
  certificationResourceContract,
  certificationTopicContract,
  defineArea,
  questionContract,
} from '@console/contracts';

export default defineArea({
  remote: 'certifications',
  area: 'master',
  screens: [
    { key: 'certifications', path: 'certifications', title: certificationContract.texts.title, menu: 180, resource: certificationContract.path, page: () => import('./certifications/CertificationsPage') },
    // The other tabs keep the 'Certificaciones' entry highlighted (the route names are the spec's tab names).
    { key: 'certification_exams', path: 'certification-exams', title: certificationExamContract.texts.title, section: 'certifications', resource: certificationExamContract.path, page: () => import('./exams/ExamsPage') },
    { key: 'certification_topics', path: 'certification-topics', title: certificationTopicContract.texts.title, section: 'certifications', resource: certificationTopicContract.path, page: () => import('./topics/TopicsPage') },
    { key: 'certification_questions', path: 'certification-questions', title: questionContract.texts.title, section: 'certifications', resource: questionContract.path, page: () => import('./questions/QuestionsPage') },
    { key: 'certification_resources', path: 'certification-resources', title: certificationResourceContract.texts.title, section: 'certifications', resource: certificationResourceContract.path, page: () => import('./resources/ResourcesPage') },
  ],
});
