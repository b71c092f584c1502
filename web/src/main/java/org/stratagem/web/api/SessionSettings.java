package org.stratagem.web.api;

/**
 * What the engine plays a session with: the providers (null or empty for the preferred one) and the
 * limits of a search (null for none; without any, the platform's default time).
 *
 * @param strategy  a strategy id
 * @param evaluator an evaluator id
 * @param movegen   a move generator id
 * @param timeMs    the time of a search in milliseconds
 * @param depth     the depth of a search
 * @param nodes     the nodes of a search
 */
public record SessionSettings(String strategy, String evaluator, String movegen, Long timeMs, Integer depth,
        Long nodes) {
    /** No choice: the preferred providers and the default time. */
    public static final SessionSettings NONE = new SessionSettings(null, null, null, null, null, null);

    /**
     * @param changed settings whose non-null fields win
     * @return these settings with the changed ones
     */
    public SessionSettings with(SessionSettings changed) {
        return new SessionSettings(pick(changed.strategy, strategy), pick(changed.evaluator, evaluator),
                pick(changed.movegen, movegen), pick(changed.timeMs, timeMs), pick(changed.depth, depth),
                pick(changed.nodes, nodes));
    }

    private static <T> T pick(T changed, T kept) {
        return changed != null ? changed : kept;
    }
}
