import ActivityKit

extension LockerAttributes: ActivityAttributes {}
