// The ReSwift-Todo-Example files import ReSwift once per module in the app; the copied
// SelectionActions.swift names `Action` without importing it (ours, for archgen's benchmark).
@_exported import ReSwift
