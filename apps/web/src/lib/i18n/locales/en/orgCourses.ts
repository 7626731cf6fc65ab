/** An organisation's own courses (issue 40): the list its owners and facilitators author from, at /teach/organisations/:id/courses. */
export default {
  back: "Teach",
  title: "Your organisation's courses",
  subtitle:
    "Courses you write for your own learners. Only your organisation's facilitators and the learners in its classes see them, until an Arthshala admin publishes one to everyone.",
  subtitleNamed:
    "Courses you write for {{organisation}}'s learners. Only its facilitators and the learners in its classes see them, until an Arthshala admin publishes one to everyone.",
  add: "Add a course",
  loading: "Loading your organisation's courses",
  loadFailed: "The courses could not be loaded. Check your connection and try again.",
  tryAgain: "Try again",
  notYours:
    "This organisation's courses are for the people who run it. Ask its owner to add you as a facilitator.",
  empty: "No courses yet. Write the first one: a course holds modules, and each module holds cards.",
  membersOnly: "Your learners only",
  published: "Published to everyone",
  modules_one: "{{count}} module",
  modules_other: "{{count}} modules",
  cards_one: "{{count}} card",
  cards_other: "{{count}} cards",
  minutes: "{{count}} min",
  openModules: "Modules and cards",
  edit: "Edit",
  preview: "Preview",
  previewHint: "Opens the course as your learners see it.",
  delete: "Delete",
  confirmDeleteTitle: "Delete this course?",
  confirmDelete:
    "“{{title}}” leaves your learners' lists, with its modules and cards. An Arthshala admin can bring it back.",
  cancel: "Cancel",
  deleted: "Course deleted.",
  deleteFailed: "The course could not be deleted.",
};
