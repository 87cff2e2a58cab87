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
    { key: 'certifications', path: 'certifications', title: certificationContract.texts.title, menu: true, resource: certificationContract.path },
    // The other tabs keep the 'Certificaciones' entry highlighted (the route names are the spec's tab names).
    { key: 'certification_exams', path: 'certification-exams', title: certificationExamContract.texts.title, section: 'certifications', resource: certificationExamContract.path },
    { key: 'certification_topics', path: 'certification-topics', title: certificationTopicContract.texts.title, section: 'certifications', resource: certificationTopicContract.path },
    { key: 'certification_questions', path: 'certification-questions', title: questionContract.texts.title, section: 'certifications', resource: questionContract.path },
    { key: 'certification_resources', path: 'certification-resources', title: certificationResourceContract.texts.title, section: 'certifications', resource: certificationResourceContract.path },
  ],
});
