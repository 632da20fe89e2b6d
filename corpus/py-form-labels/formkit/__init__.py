"""Form field labels and help texts, after django.forms."""
