"""Binary search in a sorted list that has been rotated, e.g. [40, 50, 10, 20, 30]."""


def search_rotated(nums, target):
    """Index of target in the rotated sorted list `nums` (distinct values), or -1."""
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[lo] <= nums[mid]:
            # left half nums[lo..mid] is sorted
            if nums[lo] < target < nums[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            # right half nums[mid..hi] is sorted
            if nums[mid] < target <= nums[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1


def rotation_point(nums):
    """Index of the smallest element (how far the list was rotated)."""
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] > nums[hi]:
            lo = mid + 1
        else:
            hi = mid
    return lo
