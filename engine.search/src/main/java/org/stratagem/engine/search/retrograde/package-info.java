/**
 * Retrograde analysis: every state of a game's indexed state space solved at once, in a table, from
 * the ends of the game backwards; and the strategy that answers single positions from such tables.
 */
package org.stratagem.engine.search.retrograde;
