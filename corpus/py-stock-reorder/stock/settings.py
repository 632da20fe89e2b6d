HISTORY_DAYS = 30          # sales window used for the demand forecast
SAFETY_DAYS = 3            # extra days of stock kept on top of the lead time
DEFAULT_LEAD_TIME = 7      # supplier delivery time in days
MIN_ORDER_QTY = 10
