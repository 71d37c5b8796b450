print("pushkit")
