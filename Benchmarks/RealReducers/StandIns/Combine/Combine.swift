// Combine is not on Linux; the copied files import it without using it in the reducer.
public enum CombineStandIn {}
