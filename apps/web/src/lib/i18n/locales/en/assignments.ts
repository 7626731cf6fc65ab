/** Class assignments (issue 40): on /home and /courses for learners, and a facilitator's class page. */
export default {
  /** "Fri, 5 Dec" and the like beside an assignment. */
  due: {
    on: "Due {{date}}",
    today: "Due today",
    tomorrow: "Due tomorrow",
    overdue: "Overdue · was due {{date}}",
    none: "No due date",
    done: "Done",
  },
  home: {
    /** One heading per class. */
    title: "Assigned by {{name}}",
    wholeCourse: "Whole course",
    cards: "{{done}} of {{total}} cards done",
    loadFailed: "Your class's assignments could not be loaded.",
  },
  /** On a course card on /courses. */
  badge: "Assigned by {{name}}",
  teach: {
    title: "Assignments",
    intro: "Give your class a course, or one module of it, with a date to finish by.",
    loading: "Loading the class's assignments",
    loadFailed: "The assignments could not be loaded.",
    notFound: "This class was not found, or it is not one of yours.",
    tryAgain: "Try again",
    archived: "This class is archived: you can still see its assignments, but not add new ones.",
    form: {
      title: "Assign",
      course: "Course",
      module: "Module",
      wholeCourse: "The whole course",
      due: "Due date",
      dueHint: "Learners get one reminder the day before.",
      submit: "Assign",
      assigned: "Assigned to the class.",
      noCourses: "There is no course you can assign to this class yet.",
    },
    list: {
      title: "Assigned",
      empty: "Nothing is assigned to this class yet.",
      wholeCourse: "Whole course",
      finished: "{{finished}} of {{members}} learners finished",
      withdrawn: "No longer available: its authors removed it.",
      changeDate: "Change date",
      newDate: "New due date",
      save: "Save",
      cancel: "Cancel",
      noDate: "No due date",
      saved: "Due date changed.",
      remove: "Remove",
      confirmRemove: "Remove it from the class? Learners keep what they did.",
      confirm: "Yes, remove",
      removed: "Removed from the class.",
    },
  },
};
