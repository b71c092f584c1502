package org.stratagem.game.puzzles.klotski;

/**
 * The two ways of counting moves: {@link #STEP}, every one-cell slide of a piece is a move;
 * {@link #PIECE}, a piece sliding any number of cells, turning corners included, before another
 * piece moves is one move (the counting of Gardner's classic 81-move record).
 */
enum Metric {
    /** One-cell slides. */
    STEP("step"),
    /** Whole moves of one piece. */
    PIECE("piece");

    private final String id;

    Metric(String id) {
        this.id = id;
    }

    /** @return the metric's name on the command line, also its move generator's {@code movegen.id} */
    String id() {
        return id;
    }

    /**
     * @param name a metric's name
     * @return the metric
     * @throws IllegalArgumentException if there is no such metric
     */
    static Metric named(String name) {
        for (Metric metric : values()) {
            if (metric.id.equals(name)) {
                return metric;
            }
        }
        throw new IllegalArgumentException("no metric '" + name + "'");
    }
}
