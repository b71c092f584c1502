package org.stratagem.engine.api.search;

/**
 * The search extensions of the alpha-beta family: searches that follow some lines deeper than the
 * iteration's depth, where a horizon would cut a forcing sequence in the middle. An extension
 * changes no proven value (a line followed deeper is still searched by the game's rules); it costs
 * nodes where it does not pay. A game names the ones measured to strengthen its play
 * ({@link SearchHints#recommendedExtensions()}), which a strategy applies unless configured not to.
 */
public enum SearchExtension {
    /**
     * Single-reply extension: a node with one move searches it at the node's own depth, so that a
     * forced reply costs no depth (the block of a four in Gomoku, the only evasion of a check in chess).
     * Sequences of threats and forced replies are then followed twice as far; no node is extended at a
     * ply of twice the iteration's depth or more, so that a chain of forced moves cannot run away.
     */
    SINGLE_REPLY
}
