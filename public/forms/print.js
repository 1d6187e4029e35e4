// Shows the "Print this form" button only where scripts run, and prints on click.
const button = document.getElementById("print-form");
if (button) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
