import { Tooltip } from '@mantine/core';

/** Loaded by components/Tooltip when its element is first pointed at or focused. */
export default Tooltip;
