import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import './Tabs.css';

export interface TabItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface TabsProps {
  /** What the tabs choose between, for screen readers. */
  label: string;
  tabs: TabItem[];
  selected?: string;
  onSelect?: (id: string) => void;
}

/** Panels of one page behind tabs (React Aria: arrow keys move between tabs, one tab stop). */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  return (
    <AriaTabs className="ui-tabs" selectedKey={selected} onSelectionChange={onSelect && ((key: Key) => onSelect(String(key)))}>
      <TabList className="ui-tab-list" aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="ui-tab">
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="ui-tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
