/**
 * Tables keyed on 64-bit position keys, packed into primitive arrays (no object per entry, so a
 * table of millions of entries costs the garbage collector nothing): the transposition table of
 * alpha-beta ({@link org.stratagem.engine.search.table.TranspositionTable}, with aging, shared
 * without locks by the threads of Lazy SMP) and the growable hash table of the solver's memo and of
 * breadth-first search's visited set ({@link org.stratagem.engine.search.table.PackedHashTable}).
 */
package org.stratagem.engine.search.table;
