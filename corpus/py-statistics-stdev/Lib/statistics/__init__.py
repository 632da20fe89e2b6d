"""
Basic statistics module.

This module provides functions for calculating statistics of data, including
averages, variance, and standard deviation.
"""
from ._averages import StatisticsError, mean, median, median_high, median_low, mode
from ._spread import pstdev, pvariance, stdev, variance

__all__ = ['StatisticsError', 'mean', 'median', 'median_low', 'median_high', 'mode',
           'pstdev', 'pvariance', 'stdev', 'variance']
