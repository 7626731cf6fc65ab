/**
 * The contact and feedback forms. The spec's questions, options and messages (packages/contracts
 * feedback-rules and forms) are here word for word in English; the options' values sent stay English.
 */
export default {
  name: "Name",
  email: "Email",
  loadingForm: "Loading the form",
  contact: {
    title: "Contact Us",
    subtitle: "Questions, ideas, or something not working? Write to us and a real person will reply.",
    formLabel: "Send us a message",
    message: "Message",
    sending: "Sending...",
    send: "Send Message",
    reachUs: "Reach Us",
    emailLabel: "Email",
    feedbackLabel: "Feedback",
    /** <feedback> is the link to the feedback form. */
    feedbackText:
      "Tell us what you think with the <feedback>feedback form</feedback>, also on your dashboard.",
    responseLabel: "Response time",
    reply: "We reply within {{time}}.",
    responseTime: "24–48 hours",
    sent: "Your message has been sent!",
    toast: "Message submitted successfully!",
    failed: "Failed to submit. Please try again.",
  },
  feedback: {
    title: "Share your feedback",
    subtitle:
      "A few quick questions about Arthshala. Every question needs an answer unless it says optional.",
    close: "Close feedback form",
    prefilled: "We've filled in your name and email.",
    whoAreYou: "Tell us who you are, so we can reply.",
    submit: "Submit Feedback",
    stars_one: "{{count}} star",
    stars_other: "{{count}} stars",
    ofFive: "{{value}} of 5",
    questions: {
      q1_helpfulness: "Q1. How helpful has Arthshala been in learning about money?",
      q2_difficulty: "Q2. How did the level of the courses feel?",
      q3_navigation: "Q3. How easy is it to find your way around?",
      q4_design: "Q4. How do you like the look and feel?",
      q5_confusing: "Q5. Was anything confusing?",
      q5_details: "What was confusing?",
      q6_favFeature: "Q6. Which part do you like most?",
      q7_returnLikelihood: "Q7. How likely are you to keep using Arthshala?",
      additionalFeedback: "Anything else you'd like to tell us?",
    },
    /** Each option's label, by the English value the form sends. */
    options: {
      "Too basic": "Too basic",
      "Slightly basic": "Slightly basic",
      "Just right": "Just right",
      "Slightly advanced": "Slightly advanced",
      "Too advanced": "Too advanced",
      "Very poor": "Very poor",
      Poor: "Poor",
      Average: "Average",
      Good: "Good",
      Excellent: "Excellent",
      Yes: "Yes",
      No: "No",
      Courses: "Courses",
      Articles: "Articles",
      FinTools: "FinTools",
      Rewards: "Rewards",
      "Scheme Recommendations": "Scheme Recommendations",
      None: "None",
    },
    submitting: "Submitting...",
    thanks: "Thank you for your feedback!",
    failed: "Failed to send feedback.",
  },
  /** The forms' checks (the server's own schema), as it words them. */
  // A long text's counter (CountedTextarea): never cut silently, said when reached and when past.
  limit: {
    reached: "You have reached the limit of {{max}} characters.",
    tooLong_one: "Your message is {{over}} character too long. Shorten it to {{max}} to send it.",
    tooLong_other: "Your message is {{over}} characters too long. Shorten it to {{max}} to send it.",
  },
  validation: {
    required: "Please fill in all required fields.",
    stars: "Please rate all star-based questions (Q1, Q3, Q7).",
    email: "Enter a valid email address.",
    linksOnly: "Please write a few words for us, not just links.",
    tooManyLinks: "Please include at most 2 links.",
    tooLong: "Please keep it under {{max}} characters.",
    tooMany_one: "You've sent a few messages in a short time. Please try again in {{count}} minute.",
    tooMany_other: "You've sent a few messages in a short time. Please try again in {{count}} minutes.",
  },
} as const;
